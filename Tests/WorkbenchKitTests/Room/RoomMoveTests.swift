import Foundation
import MiniHTTP
import Testing

@testable import WorkbenchKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The facilitator moves the room to the next exercise: what is taken, what is refused, and
/// what a learner's next check prints.
@Suite("Moving the room", .serialized)
struct RoomMoveTests {
    @Test(
        "moving the room: the next result's receipt names the exercise, and check prints its command"
    )
    func move() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let link = try RoomLink(
            url: fixture.server.url, code: fixture.room.code, name: "Ada Lovelace")
        let exercise = fixture.folder.appendingPathComponent("exercise")

        let (status, _) = try await fixture.fetch(
            "POST", "api/move?key=\(fixture.room.key)", body: Data(#"{"to": "07-st"}"#.utf8))
        let said = link.send(
            CheckResult(step: 5, id: "05-step", title: "x"), diff: "", predict: nil, from: exercise)
        let (_, there) = try await fixture.fetch(
            "POST", "api/results", body: try fixture.submission("Ada", step: 7))

        #expect(status == 200)
        #expect(try fixture.room.store.setting("movedTo") == "7")
        #expect(
            said.contains(
                "room: the facilitator moved the room to 7: workbench exercise 7 <new folder> --room "
                    + "\(fixture.server.url) --code \(fixture.room.code) --name 'Ada Lovelace'\n"),
            "\(said)")
        #expect(!there.contains("moveTo"))
    }

    @Test(
        "a move to no exercise is refused, naming it and what there is; a null one stops moving",
        arguments: [
            (
                #"{"to": "9"}"#, 400,
                "there is no exercise '9' to move the room to: name a step from 1 to 8"
            ),
            (#"{"to": "0"}"#, 400, "no exercise '0'"),
            (#"{"to": "seting"}"#, 400, "an area to characterize (login, settings)"),
            (#"{"to": "<b>x</b>"}"#, 400, #"no exercise '<b>x<\/b>'"#),
            (#"{"to": " characterize-settings "}"#, 200, #""movedTo":"settings""#),
            (#"{"to": null}"#, 200, #""movedTo":"""#),
        ])
    func moveRefused(body: String, status: Int, answer: String) async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        _ = try await fixture.fetch(
            "POST", "api/move?key=\(fixture.room.key)", body: Data(#"{"to": "3"}"#.utf8))

        let (code, text) = try await fixture.fetch(
            "POST", "api/move?key=\(fixture.room.key)", body: Data(body.utf8))

        #expect(code == status)
        #expect(text.contains(answer), "\(text)")
        let kept = try fixture.room.store.setting("movedTo")
        #expect(kept == (status == 200 ? (body.contains("null") ? "" : "settings") : "3"))
    }
}
