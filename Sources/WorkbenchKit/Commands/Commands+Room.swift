import Diffing
import Foundation

/// The room's commands: serve, report, bench, and join.
extension Commands {
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

    /// Makes the exercise in `directory` (one of a pack, say) send its checks to `room`.
    func join(_ room: RoomLink, exercise directory: URL) throws(WorkbenchError) -> Int32 {
        _ = try Exercise(directory: directory)
        let file = directory.appendingPathComponent(RoomLink.fileName)
        do {
            try Data(room.text.utf8).write(to: file, options: .atomic)
        } catch {
            throw .unwritable(path: file.path, reason: error.localizedDescription)
        }
        console.write(
            "\(directory.path) joined the room at \(room.url) as \(room.name): each check there "
                + "reaches it\n")
        return 0
    }

    func roomServe(host: String, port: UInt16, database: String) throws(WorkbenchError) -> Int32 {
        let exercises = RoomExercises(
            steps: try workspace.chain().steps.map(\.id),
            areas: Characterizing.areas(in: workspace))
        return try RoomServer(console: console).serve(
            host: host, port: port, database: database, exercises: exercises)
    }
}
