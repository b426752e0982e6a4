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
            <span id="status" role="status">connecting…</span></header>
            <main>
            <form id="move"><label>Move the room to step <input id="to" size="14"
              placeholder="7 or settings"></label> <button type="submit">Move</button>
              <span id="moved"></span> <span id="refused" class="stuck" role="alert"></span></form>
            <h2>Learners</h2>
            <p class="legend">Each light is a check, in one-minute columns: <span class="light red">red</span>
            tests fail, <span class="light amber">amber</span> does not compile,
            <span class="light green">green</span> solved. Click one to see it.</p>
            <table id="learners"><thead><tr><th>Learner</th><th>Exercise</th><th>Checks</th>
            <th>Last green</th><th>Stuck</th></tr></thead><tbody></tbody></table>
            <section id="detail" hidden><h2 id="detail-title"></h2><p id="detail-left"></p>
            <ul id="detail-failures"></ul><div id="detail-diff"></div></section>
            <h2>Exercises</h2>
            <table id="exercises"><thead><tr><th>Exercise</th><th>Reached</th><th>Solved</th>
            <th>Median time to green</th><th>Predictions that came true</th></tr></thead>
            <tbody></tbody></table>
            </main>
            <script>\(script)</script>
            """)

    private static func page(title: String, body: String) -> String {
        HTML.document(title: title, head: ["<style>\(TourAssets.css)\(css)</style>"], body: body)
    }

    static let css = """
        #learners, #exercises { border-collapse: collapse; width: 100%; }
        #learners td, #learners th, #exercises td, #exercises th { text-align: left;
          padding: .3rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
        #learners td.name { font-weight: 600; overflow-wrap: anywhere; max-width: 14rem; }
        .checks { display: flex; flex-wrap: wrap; gap: .4rem; }
        .minute { display: flex; gap: 2px; padding-right: .4rem; border-right: 1px dotted var(--line); }
        .light { font: inherit; font-size: .75rem; border-radius: 4px; padding: 0 .3rem;
          border: 1px solid transparent; cursor: pointer; }
        .light.red { background: #d1242f; color: #fff; }
        .light.amber { background: #bf8700; color: #000; }
        .light.green { background: #1a7f37; color: #fff; }
        .stuck { color: #d1242f; font-weight: 600; }
        #detail { border: 1px solid var(--line); padding: .5rem 1rem; margin: 1rem 0; }
        .legend .light { cursor: default; }
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
        function render(state) {
          const body = $("learners").tBodies[0];
          body.replaceChildren();
          for (const learner of state.learners) {
            const row = body.insertRow(); row.className = "learner";
            cell(row, learner.name, "name");
            cell(row, learner.exercise);
            const checks = cell(row, "", "");
            const line = document.createElement("div"); line.className = "checks";
            let column = null, minute = -1;
            for (const light of learner.lights) {
              const m = Math.floor(light.at / 60);
              if (m !== minute) {
                column = document.createElement("span"); column.className = "minute";
                column.dataset.minute = String(m); line.appendChild(column); minute = m;
              }
              const button = document.createElement("button");
              button.type = "button"; button.className = "light " + light.light;
              button.dataset.light = light.light; button.textContent = light.light;
              button.title = light.exercise + (light.predict ? ", predicted " + light.predict : "");
              button.addEventListener("click", () => show(light.id));
              column.appendChild(button);
            }
            checks.appendChild(line);
            cell(row, minutes(learner.sinceGreen));
            const stuck = learner.stuckFor !== null && learner.stuckFor > \(Int(RoomState.stuckAfter));
            cell(row, stuck ? "stuck " + Math.floor(learner.stuckFor / 60) + " min" : "",
              stuck ? "stuck" : "");
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
          }
          document.body.dataset.scrollWidth = String(document.documentElement.scrollWidth);
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
        async function show(id) {
          const answer = await fetch("/api/results/" + id + "?" + q);
          const detail = await answer.json();
          if (!answer.ok) return;
          const result = detail.result || {};
          $("detail").hidden = false;
          $("detail-title").textContent = detail.name + ": " + detail.light + ", "
            + (result.title || result.id || "");
          $("detail-left").textContent = result.left ? "Not yet: " + result.left : "Solved.";
          const list = $("detail-failures"); list.replaceChildren();
          for (const text of detail.failures) { const li = document.createElement("li"); li.textContent = text; list.appendChild(li); }
          $("detail-diff").innerHTML = detail.diffHTML;
          $("detail").scrollIntoView({ block: "nearest" });
        }
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
