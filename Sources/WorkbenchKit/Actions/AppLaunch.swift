import Foundation
import MyBizServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench app`: the legacy or the refactored app, running in this terminal against a MyBiz
/// server, one started here on a free port of 127.0.0.1 unless `--server` names one.
struct AppLaunch {
    let workspace: Workspace
    let console: Console
    let tools: Tools

    /// Which app: one of the package's own, or the app as it stands after a step of the chain.
    enum Choice {
        case legacy, refactored
        case step(String)
    }

    func run(_ choice: Choice, server: String?, today: String?) throws(WorkbenchError) -> Int32 {
        var options = MyBizServer.Options()
        if let today {
            guard let day = MyBizServer.day(today) else {
                throw .usage(
                    "--today \(today) is not a date; write it as YYYY-MM-DD, such as 2019-04-10.")
            }
            options.today = day
        }
        let swift = try tools.require("swift", for: "to build the app")
        let (root, option) = try package(for: choice)
        console.write("building mybiz-app in \(root) (the first time: a minute or two)…\n")
        _ = try tools.runSucceeding(
            swift, ["build", "--package-path", root, "--product", "mybiz-app"], console: console,
            failure:
                "mybiz-app did not build (above); 'workbench doctor' says what this machine lacks.")
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
                throw .toolFailed(
                    "the MyBiz server did not start: \(error). Name another with --server <url>, "
                        + "or free its port.")
            }
            url = started!.url
        }
        defer { started?.stop() }
        let status = try tools.attached(program, [option, "--server", url])
        console.write(
            "the app ended (exit \(status))"
                + (started == nil ? "" : "; the MyBiz server at \(url) stopped with it") + ".\n")
        return status
    }

    /// The package that builds `mybiz-app` for `choice`, and the option that picks the app.
    private func package(for choice: Choice) throws(WorkbenchError) -> (
        path: String, option: String
    ) {
        let step: String
        switch choice {
        case .legacy: return (workspace.root.path, "--legacy")
        case .refactored: return (workspace.root.path, "--refactored")
        case .step(let name): step = name
        }
        let chain = try workspace.chain()
        let folder = try Self.writeStepPackage(
            workspace: workspace, chain: chain, through: try chain.resolve(step))
        return (folder.path, "--step")
    }

    /// Writes the package after step `number`, with `mybiz-app` beside its app, into
    /// `.build/workbench-app` of the workbench, and returns the folder. Files already there
    /// keep their dates, so going from step to step rebuilds only what the steps change.
    static func writeStepPackage(workspace: Workspace, chain: Chain, through number: Int)
        throws(WorkbenchError) -> URL
    {
        var tree = try StepPackage.tree(workspace: workspace, chain: chain, through: number)
        let sources = workspace.root.appendingPathComponent("Sources")
        tree = tree.merging(
            try SourceTree(directory: sources.appendingPathComponent("AppTerminal"))
                .prefixed("Sources/AppTerminal/"))
        let runner = try SourceTree(directory: sources.appendingPathComponent("mybiz-app"))
        for name in ["main.swift", "ReportFeed.swift"] {
            tree.files["Sources/mybiz-app/" + name] = runner.files[name]
        }
        tree.files["Sources/mybiz-app/LaunchStep.swift"] = runner.files["LaunchLegacy.swift"]?
            .replacingOccurrences(
                of: "@testable import LegacyMyBiz", with: "@testable import MyBiz"
            )
            .replacingOccurrences(of: "launchLegacy", with: "launchStep")
            .replacingOccurrences(of: "the legacy app", with: "the app at this step")
        let name =
            number == 0
            ? "the app at step 0, the legacy code"
            : "the app after step \(number), \(chain.steps[number - 1].id)"
        tree.files["Sources/mybiz-app/Apps.swift"] = """
            import MiniUIKit

            /// The app of this package, as `workbench app --step` wrote it.
            @MainActor
            let apps: [(option: String, name: String, launch: @MainActor (String) -> (AnyObject, UIWindow))] = [
                ("--step", "\(name)", launchStep)
            ]

            """
        tree.files["Package.swift"] = StepPackage.appManifest
        let folder = workspace.root.appendingPathComponent(".build/workbench-app")
        try tree.write(to: folder, replacing: true)
        return folder
    }
}
