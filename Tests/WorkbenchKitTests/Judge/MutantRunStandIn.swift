import Foundation

@testable import WorkbenchKit

extension MutantRunTests {
    /// The stand-in `swift`: `build` copies the app's source to .build/built.swift (or fails
    /// on a source that says it does not compile); `test` passes test_behaviour when the built
    /// code is the reference's but for blank lines (as it behaves), test_pinnedBuild when the
    /// built code is the reference's to the byte (as a test that pins the binary would),
    /// test_text when the source on disk is the reference's, test_firstRun when no earlier
    /// run's output is there, and test_onlyOnce on its first run only, after crashing on a bad
    /// pointer the first time when `crashingOnce`. A failing test leaves a received
    /// text in the package's tests, as a failing golden master does. Each run keeps a copy of
    /// the app's source as it finds it, its time too, in .build/seen.swift.
    func standIn(crashingOnce: Bool) throws -> (JudgedPackage, URL) {
        try judgedPackage(
            swift: """
                #!/bin/sh
                here="$(dirname "$0")/../.."
                if [ "$1" = build ]; then
                  grep -q 'does not compile' "$here/\(api)" && exit 1
                  cp "$here/\(api)" "$here/.build/built.swift"
                  exit 0
                fi
                printf '%s' '\(reference)' >"$here/.build/reference.swift"
                cp -p "$here/\(api)" "$here/.build/seen.swift"
                failed() {
                  mkdir -p "$here/Tests/MyBizTests"
                  : >"$here/Tests/MyBizTests/$1.received.txt"
                  echo "Test Case 'ATests.$1' failed (0.001 seconds)"
                }
                verdict() {
                  echo "Test Case 'ATests.$1' started at 2019-04-10 12:00:00.000"
                  if grep -v '^$' "$2" | cmp -s - "$here/.build/reference.swift"; then
                    echo "Test Case 'ATests.$1' passed (0.001 seconds)"
                  else
                    failed "$1"
                  fi
                }
                if \(crashingOnce) && [ ! -e "$here/.build/ran" ]; then
                  : >"$here/.build/ran"
                  echo "Test Case 'ATests.test_behaviour' started at 2019-04-10 12:00:00.000"
                  echo "*** Program crashed: Bad pointer dereference ***"
                  exit 1
                fi
                verdict test_behaviour "$here/.build/built.swift"
                verdict test_text "$here/\(api)"
                echo "Test Case 'ATests.test_pinnedBuild' started at 2019-04-10 12:00:00.000"
                if cmp -s "$here/.build/built.swift" "$here/.build/reference.swift"; then
                  echo "Test Case 'ATests.test_pinnedBuild' passed (0.001 seconds)"
                else
                  failed test_pinnedBuild
                fi
                echo "Test Case 'ATests.test_onlyOnce' started at 2019-04-10 12:00:00.000"
                if [ -e "$here/.build/once" ]; then
                  failed test_onlyOnce
                else
                  : >"$here/.build/once"
                  echo "Test Case 'ATests.test_onlyOnce' passed (0.001 seconds)"
                fi
                echo "Test Case 'ATests.test_firstRun' started at 2019-04-10 12:00:00.000"
                if [ -e "$here/\(JudgedPackage.testOutput)" ]; then
                  echo "Test Case 'ATests.test_firstRun' failed (0.001 seconds)"
                else
                  echo "Test Case 'ATests.test_firstRun' passed (0.001 seconds)"
                fi

                """)
    }
}
