/// The tour's style sheet and script, written beside its pages.
enum TourAssets {
    static let css = """
        :root {
          --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa;
          --link: #0550ae; --del: #ffebe9; --del-word: #ffb3ad; --add: #dafbe1; --add-word: #8ee09c;
          --k: #a1005a; --s: #0a3069; --c: #57606a; --n: #0550ae; --gone: #ffd7d5; --new: #c6f6d0;
          font-size: 15px;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
            --link: #79c0ff; --del: #3c1618; --del-word: #8e1519; --add: #12261e; --add-word: #1f6f3a;
            --k: #ff7b72; --s: #a5d6ff; --c: #9198a1; --n: #79c0ff; --gone: #5a1e1e; --new: #1b4b2c;
          }
        }
        html.large { font-size: 20px; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
          line-height: 1.45; }
        a { color: var(--link); }
        main { max-width: 1800px; margin: 0 auto; padding: 0 1.5rem 3rem; }
        .bar { position: sticky; top: 0; z-index: 1; display: flex; gap: 1.5rem;
          align-items: center; padding: .6rem 1.5rem; background: var(--panel);
          border-bottom: 1px solid var(--line); }
        .bar nav { display: flex; gap: 1rem; flex: 1; }
        .brand { font-weight: 600; color: var(--fg); text-decoration: none; }
        button { font: inherit; color: var(--fg); background: var(--bg);
          border: 1px solid var(--line); border-radius: 6px; padding: .2rem .7rem; cursor: pointer; }
        h1 { font-size: 1.7rem; margin: 1.2rem 0 .8rem; }
        h1 .num { display: block; font-size: .95rem; color: var(--muted); font-weight: 500; }
        h2 { font-size: 1.25rem; margin: 1.6rem 0 .6rem; border-bottom: 1px solid var(--line); }
        h3 { font-size: 1rem; margin: 1rem 0 .4rem; }
        .story, .keys { max-width: 60rem; }
        .keys { color: var(--muted); }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem;
          margin: 0; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; }
        section p { max-width: 70rem; }
        .hint { color: var(--muted); }
        pre, code, table.diff { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
          font-size: .82rem; }
        pre { background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
          padding: .6rem .8rem; white-space: pre-wrap; overflow-wrap: anywhere; }
        table.steps { border-collapse: collapse; width: 100%; }
        table.steps th, table.steps td { text-align: left; padding: .25rem .6rem;
          border-bottom: 1px solid var(--line); vertical-align: top; }
        table.steps td.num { text-align: right; font-variant-numeric: tabular-nums; }
        table.compare > tbody > tr.behaviour.changed > td:first-child { background: var(--add); }
        table.compare > tbody > tr.behaviour.regression > td { background: var(--del);
          font-weight: 600; }
        ul.techniques li { margin: .35rem 0; }
        ul.techniques li.unused { color: var(--muted); }
        .steps .none { font-style: italic; }
        .file { margin: 1rem 0 1.6rem; }
        .stat { color: var(--muted); font-weight: 400; font-size: .85rem; }
        table.diff { width: 100%; table-layout: fixed; border-collapse: collapse;
          border: 1px solid var(--line); }
        table.diff col.ln { width: 3.2em; }
        table.diff td { padding: 0 .4rem; vertical-align: top; white-space: pre-wrap;
          overflow-wrap: anywhere; }
        table.diff td.ln { color: var(--muted); text-align: right; user-select: none;
          border-right: 1px solid var(--line); }
        table.diff td.del { background: var(--del); }
        table.diff td.add { background: var(--add); }
        table.diff td.empty { background: var(--panel); }
        table.diff .wd { border-radius: 2px; }
        table.diff td.del .wd { background: var(--del-word); }
        table.diff td.add .wd { background: var(--add-word); }
        .k { color: var(--k); } .s { color: var(--s); } .c { color: var(--c); font-style: italic; }
        .n { color: var(--n); }
        tbody.fold td { text-align: center; background: var(--panel); padding: .15rem; }
        tbody.fold button { font-size: .8rem; }
        figure.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 1rem 0; }
        figure.pair figcaption { grid-column: 1 / -1; font-weight: 600; }
        figure.pair h3 { margin-top: 0; color: var(--muted); font-weight: 500; }
        .befores { display: grid; grid-template-columns: repeat(auto-fill, minmax(24rem, 1fr));
          gap: 0 1.2rem; }
        figure.before { margin: .4rem 0; }
        figure.before figcaption { font-weight: 600; }
        figure.before pre { margin: .3rem 0 0; white-space: pre-wrap; }
        figure.before .source { margin: 0; color: var(--muted); font-size: .85rem; }
        .gone { background: var(--gone); }
        .new { background: var(--new); }
        .omitted { font-style: italic; opacity: .7; }
        @media print {
          /* Printed, a run of unchanged lines stays folded, and says how many lines it holds. */
          @page { margin: 12mm; }
          :root, html.large { font-size: 11.5px; }
          .bar, #larger, .verb { display: none; }
          tbody.fold button { border: 0; background: none; color: inherit; font-style: italic; }
          tbody.fold button::before { content: "⋯ "; }
          body { background: #fff; color: #000; }
          main { max-width: none; }
          h2 { break-after: avoid; }
          .file, figure.pair { break-inside: avoid-page; }
          /* A learner's printed page is the task sheet: the files by name, their code in the
             exercise folder. */
          body.learner table.diff { display: none; }
          body.learner .befores { grid-template-columns: 1fr 1fr; }
          body.learner figure.before pre { font-size: 6.5pt; line-height: 1.2; padding: .3rem; }
          body.learner h2 { margin: 1rem 0 .4rem; }
          body.learner .files .file h3::after { content: " (in the exercise folder)";
            font-weight: 400; }
        }

        """

    static let js = """
        // The tour's keys and buttons: arrows move between steps, + toggles larger text, and a
        // folded run of unchanged lines opens on click.
        (function () {
          var root = document.documentElement;
          var body = document.body;
          function setLarger(on) {
            root.classList.toggle("large", on);
            var button = document.getElementById("larger");
            if (button) button.setAttribute("aria-pressed", on ? "true" : "false");
            try { localStorage.setItem("mybiz-tour-larger", on ? "1" : "0"); } catch (e) {}
          }
          try { setLarger(localStorage.getItem("mybiz-tour-larger") === "1"); } catch (e) {}
          var larger = document.getElementById("larger");
          if (larger) larger.addEventListener("click", function () {
            setLarger(!root.classList.contains("large"));
          });
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === "ArrowLeft" && body.dataset.prev) location.href = body.dataset.prev;
            if (event.key === "ArrowRight" && body.dataset.next) location.href = body.dataset.next;
            if (event.key === "+") setLarger(!root.classList.contains("large"));
          });
          document.querySelectorAll("button.unfold").forEach(function (button) {
            button.addEventListener("click", function () {
              var fold = button.closest("tbody");
              var hidden = fold.nextElementSibling;
              if (hidden) hidden.hidden = false;
              fold.remove();
            });
          });
          // For Scripts/check-html: how wide the page is, as the browser laid it out, and how
          // tall the app code's diff is (its files, from the first's name to the last's last
          // row), which a step to project must show on one screen.
          body.dataset.scrollWidth = String(root.scrollWidth);
          body.dataset.appDiffHeight = "0";
          document.querySelectorAll("section.files").forEach(function (files) {
            var title = files.querySelector("h2");
            var blocks = files.querySelectorAll("div.file");
            if (!title || title.textContent !== "App code" || blocks.length === 0) return;
            var top = blocks[0].getBoundingClientRect().top;
            var bottom = blocks[blocks.length - 1].getBoundingClientRect().bottom;
            body.dataset.appDiffHeight = String(Math.ceil(bottom - top));
          });
        })();

        """
}
