import Fixtures
import Foundation
import Testing

@Suite("Golden masters")
struct GoldenMasterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "golden-\(UUID().uuidString)")

    func master() throws -> GoldenMaster {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("approved\n".utf8).write(to: folder.appendingPathComponent("s.approved.txt"))
        return GoldenMaster(directory: folder)
    }

    @Test("a copy of the suite that passes leaves alone the received file another copy wrote")
    func copiesKeepTheirOwnReceivedFiles() throws {
        let master = try master()
        defer { try? FileManager.default.removeItem(at: folder) }

        let failure = master.mismatch("changed\n", name: "s", copy: "legacy")
        let success = master.mismatch("approved\n", name: "s", copy: "refactored")

        #expect(failure?.contains("s.legacy.received.txt") == true)
        #expect(success == nil)
        let received = try String(
            contentsOf: master.receivedURL("s", copy: "legacy"), encoding: .utf8)
        #expect(received == "changed\n")
    }

    @Test("a copy that passes again removes its own stale received file")
    func passingRemovesItsOwnReceivedFile() throws {
        let master = try master()
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(master.mismatch("changed\n", name: "s", copy: "refactored") != nil)
        #expect(master.mismatch("approved\n", name: "s", copy: "refactored") == nil)

        #expect(
            !FileManager.default.fileExists(
                atPath: master.receivedURL("s", copy: "refactored").path))
    }
}

@Suite("The fake server")
struct FakeServerTests {
    @Test("a server a test forgets to stop is released, and its deinit ends its thread")
    func forgottenServerStops() throws {
        weak var forgotten: FakeMyBizServer?
        do {
            let server = try FakeMyBizServer(routes: [:])
            forgotten = server
            #expect(server.requests.isEmpty)
        }

        #expect(forgotten == nil)
    }
}
