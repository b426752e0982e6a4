import Foundation
import MyBizServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench app`: the legacy or the refactored app, running in this terminal against a MyBiz
/// server, one started here on a free port of 127.0.0.1 unless `--server` names one.
struct AppCommand {
    let workspace: Workspace
    let console: Console
    let tools: Tools

    func run(refactored: Bool, server: String?, today: String?) throws(WorkbenchError) -> Int32 {
        var options = MyBizServer.Options()
        if let today {
            guard let day = MyBizServer.day(today) else {
                throw .usage(
                    "--today \(today) is not a date; write it as YYYY-MM-DD, such as 2019-04-10.")
            }
            options.today = day
        }
        let swift = try tools.require("swift", for: "to build the app")
        let root = workspace.root.path
        console.write("building mybiz-app in \(root) (the first time: a minute or two)…\n")
        let build = try tools.run(
            swift, ["build", "--package-path", root, "--product", "mybiz-app"])
        guard build.status == 0 else {
            console.writeError(build.output)
            throw .usage(
                "mybiz-app did not build (above); 'workbench doctor' says what this machine lacks.")
        }
        let bin = try tools.run(swift, ["build", "--package-path", root, "--show-bin-path"])
        let program = URL(
            fileURLWithPath: bin.output.trimmingCharacters(in: .whitespacesAndNewlines)
        )
        .appendingPathComponent("mybiz-app")
        var started: MyBizServer?
        let url: String
        if let server {
            url = server
        } else {
            do {
                started = try MyBizServer(options)
            } catch {
                throw .usage("the MyBiz server did not start: \(error)")
            }
            url = started!.url
        }
        defer { started?.stop() }
        let status = try tools.attached(
            program, [refactored ? "--refactored" : "--legacy", "--server", url])
        console.write(
            "the app ended (exit \(status))"
                + (started == nil ? "" : "; the MyBiz server at \(url) stopped with it") + ".\n")
        return status
    }
}
