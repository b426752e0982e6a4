import Diffing
import Foundation

/// The room's commands: serve, report, bench, and join.
extension Actions {
    func roomReport(database: String, into directory: URL, csv: Bool) throws(WorkbenchError)
        -> Int32
    {
        guard FileManager.default.fileExists(atPath: database) else {
            throw .usage("no room at \(database): give --db the file 'room serve' kept.")
        }
        let rows = try RoomStore(path: database).rows(whole: true)
        try prepare(directory, force: false)
        let files = RoomReport(rows: rows).files(csv: csv)
        try SourceTree(files: files).write(to: directory)
        console.write(
            "wrote the session's \(rows.count) checks to \(directory.path): index.html"
                + (csv ? " and checks.csv" : "") + "\n")
        return 0
    }

    func roomBench(url: String, code: String, learners: Int, results: Int, hostile: Bool)
        throws(WorkbenchError) -> Int32
    {
        let bench = RoomBench(
            url: url, code: code, learners: learners, results: results, hostile: hostile,
            steps: try workspace.chain().steps.map(\.id))
        let figures = bench.run()
        console.write(RoomBench.report(figures, learners: bench.learners, results: bench.results))
        return figures.acknowledged == bench.learners * bench.results ? 0 : 1
    }

    /// Makes the exercise in `directory` send its checks to `room`; or, when `directory` is a
    /// pack (or any folder of exercises), every exercise in it, and any made inside it later.
    func join(_ room: RoomLink, exercise directory: URL) throws(WorkbenchError) -> Int32 {
        let inside = Self.exercises(in: directory)
        // A folder with no exercise in it must be one: else this refuses it, naming it.
        if inside.isEmpty { _ = try Exercise(directory: directory) }
        let file = directory.appendingPathComponent(RoomLink.fileName)
        do {
            try Data(room.text.utf8).write(to: file, options: .atomic)
            // The pack's link is the one its exercises follow, from now on.
            for exercise in inside {
                let own = exercise.appendingPathComponent(RoomLink.fileName)
                if FileManager.default.fileExists(atPath: own.path) {
                    try FileManager.default.removeItem(at: own)
                }
            }
        } catch {
            throw .unwritable(path: file.path, reason: error.localizedDescription)
        }
        if inside.isEmpty {
            console.write(
                "\(directory.path) joined the room at \(room.url) as \(room.name): each check there "
                    + "reaches it\n")
        } else {
            console.write(
                "\(directory.path) joined the room at \(room.url) as \(room.name): the checks of its "
                    + "\(inside.count) exercise\(inside.count == 1 ? "" : "s"), and of any made in it "
                    + "later, reach it\n")
        }
        return 0
    }

    /// The exercises directly inside `directory`, by name.
    static func exercises(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }.filter {
            (try? Exercise(directory: $0)) != nil
        }
    }

    func roomServe(host: String, port: UInt16, database: String) throws(WorkbenchError) -> Int32 {
        let exercises = RoomExercises(
            steps: try workspace.chain().steps.map(\.id),
            areas: Characterizing.areas(in: workspace))
        return try RoomServer(console: console).serve(
            host: host, port: port, database: database, exercises: exercises)
    }
}
