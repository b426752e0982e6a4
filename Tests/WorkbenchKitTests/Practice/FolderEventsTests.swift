import Foundation
import Testing

@testable import WorkbenchKit

/// What wakes a watch: the kernel's file-system events on Linux. A wait that must end with an
/// event has a generous safety net; one that must not waits a moment, since an event that does
/// not come can only be told by waiting.
@Suite("Folder events: a save wakes the watch")
struct FolderEventsTests {
    let folder = temporaryFolder()
    let sources: URL
    /// A folder under `sources` that the tests make, move and remove.
    let screens: URL

    init() throws {
        sources = folder.appendingPathComponent("Sources/MyBiz")
        screens = sources.appendingPathComponent("Screens")
        try make(sources)
        try make(folder.appendingPathComponent("Tests"))
    }

    func make(_ directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    #if os(Linux)
        @Test("a file saved under Sources or Tests wakes it; one elsewhere does not")
        func save() throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let events = try #require(FolderEvents.make(folder: folder))

            #expect(!events.wait(upTo: 0), "nothing written yet")
            try write("x", "README.md")
            #expect(!events.wait(upTo: 0.05), "a file outside Sources and Tests")
            try write("let a = 1\n", "Sources/MyBiz/A.swift")
            #expect(events.wait(upTo: 10))
            #expect(!events.wait(upTo: 0), "the events read by the wait before")
            try write("import Testing\n", "Tests/T.swift")
            #expect(events.wait(upTo: 10))
        }

        @Test("a folder made since it started is watched, and so is one removed and made again")
        func newFolders() throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let events = try #require(FolderEvents.make(folder: folder))

            try make(screens)
            #expect(events.wait(upTo: 10), "the folder made")
            try write("let b = 1\n", "Sources/MyBiz/Screens/B.swift")
            #expect(events.wait(upTo: 10), "a file in it")

            try FileManager.default.removeItem(at: screens)
            #expect(events.wait(upTo: 10), "the folder removed")
            try make(screens)
            #expect(events.wait(upTo: 10), "made again")
            try write("let c = 1\n", "Sources/MyBiz/Screens/C.swift")
            #expect(events.wait(upTo: 10), "a file in the folder made again")
        }

        @Test("a folder moved away and another made at its path; Sources removed and made again")
        func movedAndRemade() throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let events = try #require(FolderEvents.make(folder: folder))
            try make(screens)
            #expect(events.wait(upTo: 10), "the folder made")

            try FileManager.default.moveItem(
                at: screens, to: folder.appendingPathComponent("Trash"))
            #expect(events.wait(upTo: 10), "moved out of Sources")
            try make(screens)
            #expect(events.wait(upTo: 10), "made again at its path")
            try write("let d = 1\n", "Sources/MyBiz/Screens/D.swift")
            #expect(events.wait(upTo: 10), "a file in the new folder")
            while events.wait(upTo: 0) {}  // what the steps before left, read
            try write("x", "Trash/E.swift")
            #expect(!events.wait(upTo: 0.05), "a file in the folder moved away")

            try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources"))
            #expect(events.wait(upTo: 10), "Sources removed")
            try make(sources)
            #expect(events.wait(upTo: 10), "Sources made again")
            try write("let f = 1\n", "Sources/MyBiz/F.swift")
            #expect(events.wait(upTo: 10), "a file in the Sources made again")
        }

        @Test("a watch of a real folder is woken by its events, with a look every second besides")
        func watchOfAFolder() {
            defer { try? FileManager.default.removeItem(at: folder) }
            let watch = Watch.of(folder, tools: Tools(environment: [:]))
            #expect(watch.idle == Watch.eventsInterval)
        }
    #else
        @Test("without inotify the watch polls: no events are made")
        func none() {
            defer { try? FileManager.default.removeItem(at: folder) }
            print("FolderEventsTests: this platform's watch polls (events are Linux's inotify)")
            #expect(FolderEvents.make(folder: folder) == nil)
            #expect(Watch.of(folder, tools: Tools(environment: [:])).idle == Watch.interval)
        }
    #endif
}
