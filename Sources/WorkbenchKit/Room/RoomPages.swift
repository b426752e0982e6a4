/// The room's pages: a welcome for anyone, and the facilitator's dashboard, which reads the
/// room's state every two seconds and builds its rows with `textContent`, so a name or a
/// message is always text.
enum RoomPages {
    static let welcome = page(
        title: "MyBiz Workbench room",
        body: """
            <main><h1>A MyBiz Workbench room</h1>
            <p>Learners join it when they make an exercise:
            <code>workbench exercise &lt;step&gt; &lt;dir&gt; --room &lt;this URL&gt; --code &lt;code&gt;
            --name &lt;your name&gt;</code>. Each <code>workbench check</code> then reaches the
            facilitator's dashboard.</p></main>
            """)

    static func locked(_ reason: String) -> String {
        page(
            title: "MyBiz Workbench room",
            body: "<main><h1>Not yours to see</h1><p>"
                + HTML.escaped(reason) + ".</p></main>")
    }

    static let dashboard = page(
        title: "MyBiz Workbench room: the dashboard",
        body: """
            <header class="bar"><span class="brand">MyBiz Workbench room</span>
            <span id="status" role="status">connecting…</span>
            <button type="button" id="large" aria-pressed="false">Large text</button></header>
            <main>
            <form id="move"><label>Move the room to step <input id="to" size="14"
              placeholder="7 or settings"></label> <button type="submit">Move</button>
              <span id="moved"></span> <span id="refused" class="stuck" role="alert"></span></form>
            <h2>Learners</h2>
            <p class="legend">Most in need first. Each large light is a check, in one-minute
            columns: <span class="light red">red</span> tests fail,
            <span class="light amber">amber</span> does not compile,
            <span class="light green">green</span> solved; each small one a run of
            <code>workbench watch</code> (<span class="light run green">●</span> its tests pass),
            ringed when TCR committed it, struck through when TCR reverted it; a
            <span class="boundary">label</span> marks a move to another exercise. Click a light to
            see it, then step through the learner's runs and checks.</p>
            <table id="learners"><colgroup><col class="c-name"><col class="c-exercise"><col>
            <col class="c-green"><col class="c-need"></colgroup><thead><tr><th>Learner</th>
            <th>Exercise</th><th>Checks</th><th>Last green</th><th>Stuck or away</th></tr></thead>
            <tbody></tbody></table>
            <section id="detail" hidden><h2 id="detail-title"></h2>
            <nav id="replay"><button type="button" id="earlier">◀ Earlier</button>
            <span id="position"></span> <button type="button" id="later">Later ▶</button></nav>
            <p id="detail-left"></p><ul id="detail-failures"></ul>
            <div id="detail-diff"></div></section>
            <h2>Exercises</h2>
            <table id="exercises"><thead><tr><th>Exercise</th><th>Reached</th><th>Solved</th>
            <th>Median time to green</th><th>Predictions that came true</th><th>Golf</th></tr>
            </thead><tbody></tbody></table>
            </main>
            <script>\(script)</script>
            """)

    /// The newest lights a row shows; older ones fold into a count, so no row widens the page.
    static let lightsShown = (normal: 8, large: 10)

    private static func page(title: String, body: String) -> String {
        HTML.document(title: title, head: ["<style>\(TourAssets.css)\(css)</style>"], body: body)
    }

    static let css = """
        #learners, #exercises { border-collapse: collapse; width: 100%; }
        #learners td, #learners th, #exercises td, #exercises th { text-align: left;
          padding: .3rem .5rem; border-bottom: 1px solid var(--line); vertical-align: middle; }
        #learners { table-layout: fixed; }
        #learners .c-name { width: 13em; } #learners .c-exercise { width: 11em; }
        #learners .c-green { width: 6.5em; } #learners .c-need { width: 7.5em; }
        #learners td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #learners td.name { font-weight: 600; }
        bdi { unicode-bidi: isolate; }
        .checks { display: flex; gap: .4rem; align-items: center; }
        .checks > .lights { display: flex; flex-wrap: nowrap; gap: .4rem; align-items: center;
          flex: 1 1 auto; min-width: 0; justify-content: flex-end; overflow: hidden; }
        .minute { display: flex; gap: 2px; padding-right: .4rem; border-right: 1px dotted var(--line); }
        .light { font: inherit; font-size: .85rem; line-height: 1.3; border-radius: 4px;
          padding: 0 .3rem; border: 1px solid transparent; cursor: pointer; }
        .light.red { background: #d1242f; color: #fff; }
        .light.amber { background: #bf8700; color: #000; }
        .light.green { background: #1a7f37; color: #fff; }
        .boundary { font-size: .85rem; font-weight: 600; padding: 0 .3rem; border-left: 3px solid var(--fg);
          white-space: nowrap; }
        .light.run { font-size: .6rem; line-height: 1; padding: .1rem .2rem; align-self: center; }
        .light.run.committed { outline: 2px solid var(--fg); outline-offset: 1px; }
        .light.run.reverted { text-decoration: line-through; opacity: .7; }
        .light.current { box-shadow: 0 0 0 3px #0969da; }
        .tcr { font-size: .85rem; color: var(--muted); white-space: nowrap; }
        #replay { display: flex; gap: .5rem; align-items: center; }
        .earlier { font-size: .85rem; color: var(--muted); white-space: nowrap; }
        .stuck { color: #d1242f; font-weight: 600; }
        .away { color: var(--muted); font-style: italic; }
        #detail { border: 1px solid var(--line); padding: .5rem 1rem; margin: 1rem 0; }
        .legend .light, .legend .boundary { cursor: default; }
        #large { margin-left: auto; }
        body.large { font-size: 16px; }
        body.large .light, body.large .boundary, body.large .earlier, body.large #learners td,
          body.large #learners th, body.large #learners col { font-size: 16px; }
        body.large #learners td, body.large #learners th { padding: .1rem .5rem; line-height: 1.3; }
        body.large .legend, body.large #move { display: none; }
        body.large h2 { margin: .5rem 0 .3rem; }
        \(sidesCSS)
        """

    /// The heads of a diff's two sides, on the dashboard and in the report.
    static let sidesCSS = """
        table.diff th { text-align: left; font-weight: 600; padding: .2rem .4rem;
          background: var(--panel); border-bottom: 1px solid var(--line); }
        """

    static let script = """
        "use strict";
        const key = new URLSearchParams(location.search).get("key") || "";
        const q = "key=" + encodeURIComponent(key);
        const $ = (id) => document.getElementById(id);
        function cell(row, text, className) {
          const td = row.insertCell(); td.textContent = text;
          if (className) td.className = className; return td;
        }
        function minutes(seconds) {
          if (seconds === null || seconds === undefined) return "never";
          const m = Math.floor(seconds / 60); return m < 1 ? "just now" : m + " min ago";
        }
        const large = () => document.body.classList.contains("large");
        function setLarge(on) {
          document.body.classList.toggle("large", on);
          $("large").setAttribute("aria-pressed", String(on));
          const url = new URL(location.href);
          if (on) url.searchParams.set("large", "1"); else url.searchParams.delete("large");
          history.replaceState(null, "", url);
        }
        $("large").addEventListener("click", () => { setLarge(!large()); refresh(); });
        setLarge(new URLSearchParams(location.search).get("large") === "1");
        // The room's short name for an exercise: a step's number, or an area.
        function short(exercise) {
          const step = /^0*(\\d+)-/.exec(exercise);
          return step ? step[1] : exercise.replace(/^characterize-/, "");
        }
        function boundary(exercise) {
          const mark = document.createElement("span"); mark.className = "boundary";
          mark.textContent = "→ " + short(exercise); mark.title = "moved to " + exercise;
          return mark;
        }
        function render(state) {
          const body = $("learners").tBodies[0];
          body.replaceChildren();
          const most = large() ? \(lightsShown.large) : \(lightsShown.normal);
          for (const learner of state.learners) {
            const row = body.insertRow(); row.className = "learner";
            const name = document.createElement("bdi"); name.textContent = learner.name;
            const who = cell(row, "", "name"); who.appendChild(name); who.title = learner.name;
            who.dataset.name = learner.name;
            cell(row, learner.exercise).title = learner.exercise;
            const checks = cell(row, "", "");
            const box = document.createElement("div"); box.className = "checks";
            const line = document.createElement("div"); line.className = "lights";
            const folded = Math.max(0, learner.lights.length - most);
            if (folded > 0) {
              const earlier = document.createElement("span"); earlier.className = "earlier";
              earlier.textContent = "+" + folded + " earlier"; box.appendChild(earlier);
            }
            box.appendChild(line);
            let column = null, minute = -1;
            let exercise = folded > 0 ? learner.lights[folded - 1].exercise : null;
            for (const light of learner.lights.slice(folded)) {
              const m = Math.floor(light.at / 60);
              if (exercise !== null && light.exercise !== exercise) {
                line.appendChild(boundary(light.exercise)); minute = -1;
              }
              exercise = light.exercise;
              if (m !== minute) {
                column = document.createElement("span"); column.className = "minute";
                column.dataset.minute = String(m); line.appendChild(column); minute = m;
              }
              const button = document.createElement("button");
              const run = light.kind === "run";
              button.type = "button";
              button.className = "light " + light.light + (run ? " run" : "")
                + (light.tcr ? " " + light.tcr : "")
                + (shown && shown.name === learner.name && shown.kind === (light.kind || "check")
                  && shown.id === light.id ? " current" : "");
              button.dataset.light = light.light; button.dataset.kind = light.kind || "check";
              if (light.tcr) button.dataset.tcr = light.tcr;
              button.textContent = run ? "●" : light.light;
              button.title = (run ? "a run, " + light.light + ", " : "") + light.exercise
                + (light.predict ? ", predicted " + light.predict : "")
                + (light.tcr ? ", TCR " + light.tcr : "")
                + (light.strokes !== null && light.strokes !== undefined
                  ? ", " + light.strokes + " strokes" : "");
              button.addEventListener("click", () => show(learner.name, light));
              column.appendChild(button);
            }
            if (learner.tcr) {
              const tcr = document.createElement("span"); tcr.className = "tcr";
              tcr.textContent = "TCR " + learner.tcr.commits + " committed, "
                + learner.tcr.reverts + " reverted";
              box.appendChild(tcr);
            }
            box.dataset.folded = String(folded);
            checks.appendChild(box);
            cell(row, minutes(learner.sinceGreen));
            if (learner.away) {
              cell(row, "away " + Math.floor(learner.quietFor / 60) + " min", "away");
            } else {
              cell(row, learner.stuck ? "stuck " + Math.floor(learner.stuckFor / 60) + " min" : "",
                learner.stuck ? "stuck" : "");
            }
          }
          const table = $("exercises").tBodies[0];
          table.replaceChildren();
          for (const e of state.exercises) {
            const row = table.insertRow();
            cell(row, e.exercise + (e.title ? ": " + e.title : ""));
            cell(row, String(e.reached)); cell(row, String(e.solved));
            cell(row, e.medianToGreen === null || e.medianToGreen === undefined ? "–"
              : e.medianToGreen < 60 ? "under a minute" : Math.round(e.medianToGreen / 60) + " min");
            cell(row, e.predictions ? e.predictionsTrue + " of " + e.predictions : "–");
            const golf = cell(row, e.holes.length ? "par " + e.holes[0].par + ": " : "–", "golf");
            e.holes.forEach((hole, index) => {
              const name = document.createElement("bdi"); name.textContent = hole.name;
              golf.append(index ? ", " : "", name, " " + hole.strokes
                + (hole.done ? "" : " (playing)"));
            });
          }
          last = state;
          if (!opened) {
            opened = true;
            const params = new URLSearchParams(location.search);
            const who = state.learners.find((l) => l.name === params.get("replay"));
            const at = Number(params.get("at") || "1");
            if (who && who.lights[at - 1]) show(who.name, who.lights[at - 1]);
          }
          document.body.dataset.scrollWidth = String(document.documentElement.scrollWidth);
          document.body.dataset.rowsInView = String([...body.rows].filter(
            (row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
          document.body.dataset.checks = String(
            state.learners.reduce((sum, learner) => sum + learner.lights.length, 0));
          $("moved").textContent = state.movedTo ? "The room is moved to " + state.movedTo + "." : "";
          $("status").textContent = state.learners.length + " learners, updated "
            + new Date().toLocaleTimeString();
        }
        async function refresh() {
          try {
            const answer = await fetch("/api/state?" + q);
            const state = await answer.json();
            if (!answer.ok) { $("status").textContent = state.reason; return; }
            render(state);
          } catch (error) { $("status").textContent = "the room does not answer: " + error; }
        }
        // The state last drawn, the light shown (by learner, kind and id) and whether the URL's
        // replay=<name>&at=<n> has been opened.
        let last = null, shown = null, opened = false;
        async function show(name, light) {
          const kind = light.kind || "check";
          const answer = await fetch((kind === "run" ? "/api/runs/" : "/api/results/") + light.id
            + "?" + q);
          const detail = await answer.json();
          if (!answer.ok) return;
          shown = { name: name, kind: kind, id: light.id };
          $("detail").hidden = false;
          const who = document.createElement("bdi"); who.textContent = detail.name;
          const list = $("detail-failures"); list.replaceChildren();
          if (kind === "run") {
            $("detail-title").replaceChildren(who, document.createTextNode(": " + detail.light
              + " run, " + detail.exercise + " (" + detail.seconds.toFixed(1) + " s)"
              + (detail.tcr ? ", TCR " + detail.tcr : "")
              + (detail.golf ? ", " + detail.golf.strokes + " strokes, par " + detail.golf.par
                + (detail.golf.done ? ", hole done" : "") : "")));
            // The summary is the first failure or error when the list below names them all.
            $("detail-left").textContent = detail.failures.length ? "" : detail.summary;
          } else {
            const result = detail.result || {};
            $("detail-title").replaceChildren(who, document.createTextNode(": " + detail.light
              + ", " + (result.title || result.id || "")));
            $("detail-left").textContent = result.left ? "Not yet: " + result.left : "Solved.";
          }
          for (const text of detail.failures) { const li = document.createElement("li"); li.textContent = text; list.appendChild(li); }
          $("detail-diff").innerHTML = detail.diffHTML;
          replay();
          if (last) render(last);
          $("detail").scrollIntoView({ block: "nearest" });
        }
        // Where the shown light stands among its learner's, and the buttons to step through them.
        function lights() {
          const learner = last && shown && last.learners.find((l) => l.name === shown.name);
          const all = learner ? learner.lights : [];
          const index = all.findIndex((l) => (l.kind || "check") === shown.kind && l.id === shown.id);
          return { all: all, index: index };
        }
        function replay() {
          const { all, index } = lights();
          $("position").textContent = index < 0 ? "" : (index + 1) + " of " + all.length;
          $("earlier").disabled = index <= 0;
          $("later").disabled = index < 0 || index >= all.length - 1;
        }
        function step(by) {
          const { all, index } = lights();
          if (index >= 0 && all[index + by]) show(shown.name, all[index + by]);
        }
        $("earlier").addEventListener("click", () => step(-1));
        $("later").addEventListener("click", () => step(1));
        $("move").addEventListener("submit", async (event) => {
          event.preventDefault();
          const to = $("to").value.trim();
          const answer = await fetch("/api/move?" + q, { method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ to: to.length ? to : null }) });
          const said = await answer.json().catch(() => ({}));
          $("refused").textContent = answer.ok ? "" : "Not moved: " + (said.reason || answer.status);
          refresh();
        });
        refresh();
        setInterval(refresh, 2000);
        """
}
