import Foundation
import MiniHTTP
import Testing

@testable import WorkbenchKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The room's state and report")
struct RoomStateTests {
    func row(
        _ id: Int, _ name: String, _ minute: Double, _ exercise: String, _ status: String,
        predict: String? = nil
    ) -> RoomStore.Row {
        RoomStore.Row(
            id: id, name: name, received: 1000 + minute * 60, step: Int(exercise.prefix(2)) ?? 0,
            exercise: exercise, status: status, predict: predict, result: "{}", diff: "")
    }

    @Test(
        "lights by learner, time since green, stuck after ten minutes, and each exercise's summary")
    func state() {
        let rows = [
            row(1, "Ada", 0, "05-x", "failing", predict: "red"),
            row(2, "Grace", 1, "05-x", "does-not-compile", predict: "red"),
            row(3, "Ada", 4, "05-x", "solved", predict: "green"),
            row(4, "Ada", 5, "06-y", "failing"),
            row(5, "Grace", 2, "05-x", "failing"),
        ]

        let state = RoomState(
            rows: rows, now: Date(timeIntervalSince1970: 1000 + 20 * 60), movedTo: "")

        #expect(state.movedTo == nil)
        #expect(state.learners.map(\.name) == ["Grace", "Ada"], "the longer without a green first")
        let ada = state.learners[1]
        #expect(ada.lights.map(\.light) == ["red", "green", "red"])
        #expect(ada.lights.map { $0.at.rounded() } == [0, 240, 300])
        // Dates count from 2001, so seconds since 1970 come back within a microsecond.
        #expect(abs((ada.sinceGreen ?? 0) - 16 * 60) < 0.001)
        #expect(abs((ada.stuckFor ?? 0) - 15 * 60) < 0.001)
        #expect(ada.away && !ada.stuck, "quiet for 15 minutes: away, not stuck")
        #expect(state.learners[0].sinceGreen == nil)
        #expect(state.learners[0].lights.map(\.light) == ["amber", "red"])
        let five = state.exercises[0]
        #expect(five.exercise == "05-x" && five.reached == 2 && five.solved == 1)
        #expect(five.medianToGreen.map { $0.rounded() } == 240)
        #expect(five.predictions == 3 && five.predictionsTrue == 2)
    }

    @Test("rows in order of need: the stuck, longest first; then longest without green; then name")
    func order() {
        var rows = [
            row(1, "Zoe", 0, "05-x", "failing"), row(2, "Bo", 0, "05-x", "solved"),
            row(3, "Al", 2, "05-x", "solved"), row(4, "Cy", 8, "06-y", "failing"),
            row(5, "Di", 3, "07-z", "failing"), row(6, "Al", 19, "06-y", "failing"),
            row(7, "Bo", 19, "06-y", "failing"), row(8, "Zoe", 19, "05-x", "failing"),
            row(9, "Di", 19, "07-z", "failing"), row(10, "Cy", 19, "06-y", "failing"),
            row(11, "Ed", 1, "05-x", "failing"),
        ]
        rows[0].title = "Extract loadEvents"

        let state = RoomState(
            rows: rows, now: Date(timeIntervalSince1970: 1000 + 20 * 60), movedTo: nil)

        // Stuck: Zoe 20 minutes on one exercise, Di 17, Cy 12. Then without a green: Bo for 20
        // minutes (since his green), Ed for 19 (since his first check; he has sent nothing since:
        // away, not stuck), Al for 18.
        #expect(state.learners.map(\.name) == ["Zoe", "Di", "Cy", "Bo", "Ed", "Al"])
        #expect(state.learners.map(\.stuck) == [true, true, true, false, false, false])
        #expect(state.learners.map(\.away) == [false, false, false, false, true, false])
        #expect(state.exercises.first { $0.exercise == "05-x" }?.title == "Extract loadEvents")
    }

    @Test(
        "a check's diff: a table a part of a file, numbered as the file is, its sides named",
        arguments: [
            (5, "The step's solution", "<b>Ada</b>'s code"),
            (0, "The exercise as given", "<b>Ada</b>'s tests"),
        ])
    func detailDiff(step: Int, old: String, new: String) {
        var check = row(1, "<b>Ada</b>", 0, "05-x", "failing")
        check.step = step
        check.diff = """
            --- a/Sources/MyBiz/A.swift
            +++ b/Sources/MyBiz/A.swift
            @@ -10,2 +10,2 @@
             let a = 1
            -let b = 2
            +let b = 3
            @@ -40,1 +40,2 @@
             let y = 1
            +let z = 2

            """

        let html = RoomState.Detail(row: check).diffHTML

        #expect(html.components(separatedBy: "<table class=\"diff\">").count == 3)
        #expect(
            html.contains(
                "<th colspan=\"2\">\(HTML.escaped(old))</th><th colspan=\"2\">\(HTML.escaped(new))</th>"
            ))
        #expect(!html.contains("<b>Ada"))
        let numbers = html.components(separatedBy: "<td class=\"ln\">").dropFirst().map {
            $0.prefix { $0 != "<" }
        }
        #expect(numbers == ["10", "10", "11", "11", "40", "40", "", "41"])
        #expect(RoomReport.minutes(59) == "under a minute" && RoomReport.minutes(150) == "3 min")
    }

    @Test("the report escapes every name, message and diff, and the CSV quotes fields")
    func report() {
        let hostile = "<script>alert(1)</script>"
        var rows = [
            row(1, hostile, 0, "05-x", "failing"), row(2, "O'Hara, \"Jo\"", 1, "05-x", "solved"),
        ]
        rows[0].diff = "--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-<b>\n+<i>\n"

        let files = RoomReport(rows: rows).files(csv: true)

        let all = files.values.joined()
        #expect(!all.contains(hostile) || files["checks.csv"]?.contains(hostile) == true)
        #expect(
            files.filter { $0.key.hasSuffix(".html") }.values.allSatisfy {
                !$0.contains(hostile) && !$0.contains("<b>\n")
            })
        #expect(files["index.html"]?.contains("&lt;script&gt;alert(1)&lt;/script&gt;") == true)
        #expect(files["checks.csv"]?.contains(#""O'Hara, ""Jo""""#) == true)
        #expect(
            files.keys.sorted() == [
                "checks.csv", "exercise-1.html", "index.html", "learner-1.html", "learner-2.html",
            ])
        #expect(files["exercise-1.html"]?.contains("<td>red</td>") == true)
        #expect(files["index.html"]?.contains(": 1 check, 0 green, last on 05-x") == true)
    }
}

@Suite("What a room can be moved to")
struct RoomExercisesTests {
    let exercises = RoomExercises(
        steps: ["01-extract-load-events", "02-inject-calendar-api", "10-screens-released"],
        areas: ["calendar", "settings"])

    @Test(
        "a step by number, id or a prefix that fits one id; an area, or its exercise's id",
        arguments: [
            ("2", "2"), ("3", "3"), ("02-inject-calendar-api", "2"), ("01-ex", "1"), ("1", "1"),
            ("settings", "settings"), ("characterize-calendar", "calendar"),
        ])
    func resolves(text: String, name: String) {
        #expect(exercises.resolve(text) == name)
    }

    @Test(
        "nothing for step 0, a step past the last, a prefix that fits two ids, or no such area",
        arguments: ["0", "4", "-1", "0x1", "characterize-", "setting", "characterize-login", ""])
    func refuses(text: String) {
        #expect(exercises.resolve(text) == nil)
    }

    @Test("a room with no steps takes areas only, and refuses a number without trapping")
    func noSteps() {
        let areasOnly = RoomExercises(steps: [], areas: ["settings"])

        #expect(areasOnly.resolve("1") == nil && areasOnly.resolve("0") == nil)
        #expect(areasOnly.resolve("settings") == "settings")
    }

    @Test("a refusal says what a move may name")
    func described() {
        #expect(
            exercises.described
                == "a step from 1 to 3 (its number or id) or an area to characterize (calendar, settings)"
        )
    }
}

@Suite("The room's secrets")
struct SecretTests {
    @Test(
        "a guess matches only the secret itself, whatever its length or how much of it is right",
        arguments: [
            ("B7NNYJ", true), ("B7NNYK", false), ("B7NNY", false), ("B7NNYJJ", false), ("", false),
            ("b7nnyj", false), ("XXXXXX", false),
        ])
    func matches(guess: String, expected: Bool) {
        #expect(Secret.matches(guess, "B7NNYJ") == expected)
    }

    @Test(
        "a CSV cell a spreadsheet would run starts with a quote mark (OWASP), and reads as sent",
        arguments: [
            ("=HYPERLINK(\"http://x\",\"y\")", #""'=HYPERLINK(""http://x"",""y"")""#),
            ("+1+1", "'+1+1"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"),
            ("\tTab", "'\tTab"), ("\rCR", "\"'\rCR\""), ("Ada", "Ada"), ("a=b", "a=b"),
            ("O'Hara, Jo", "\"O'Hara, Jo\""), ("x\r\n=HYPERLINK(1)", "\"x\r\n=HYPERLINK(1)\""),
            ("\r\n=1", "\"'\r\n=1\""),
        ])
    func csvInjection(text: String, cell: String) {
        #expect(RoomReport.csvField(text) == cell)
    }
}
