#!/usr/bin/env bash
# Sourced by the scripts that serve a room (check-room, check-practice); not run on its own.
# Needs $workbench (the built workbench), $root (this clone) and $scratch (the script's
# folder), and adds each room's process to $pids for the script's trap to kill.

# serve <name> [port]: a room on <name>.sqlite; sets $pid, $url, $code and $dashboard.
serve() {
  "$workbench" --root "$root" room serve --port "${2:-0}" --db "$scratch/$1.sqlite" \
    >"$scratch/$1.log" 2>&1 &
  pid=$!
  pids="$pids $pid"
  tries=0
  until grep -q '^dashboard: ' "$scratch/$1.log" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ] || ! kill -0 "$pid" 2>/dev/null; then
      echo "$(basename "$0"): the room '$1' did not print its dashboard line within 30 s:" >&2
      cat "$scratch/$1.log" >&2
      exit 1
    fi
    sleep 0.1
  done
  url=$(sed -n 's/^room: //p' "$scratch/$1.log")
  code=$(sed -n 's/^code: //p' "$scratch/$1.log")
  dashboard=$(sed -n 's/^dashboard: //p' "$scratch/$1.log")
}
