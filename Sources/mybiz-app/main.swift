import AppTerminal
import Foundation

let usage = """
    usage: mybiz-app (--legacy | --refactored) --server URL
      Runs the MyBiz app in this terminal against the MyBiz server at URL, drawing each screen
      as the golden masters do. `workbench app` starts a server and runs this for you.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mybiz-app: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
var legacy: Bool?
var server: String?
while !arguments.isEmpty {
    switch arguments.removeFirst() {
    case "--legacy": legacy = true
    case "--refactored": legacy = false
    case "--server":
        guard let value = arguments.first else { fail("--server needs the server's URL") }
        server = value.hasSuffix("/") ? value : value + "/"
        arguments.removeFirst()
    case let other: fail("'\(other)' is not an option; run mybiz-app --help")
    }
}
guard let legacy, let server else { fail("say --legacy or --refactored, and --server URL") }

let (delegate, window) = legacy ? launchLegacy(server: server) : launchRefactored(server: server)
let driver = AppDriver(
    window: window,
    header: "MyBiz, the \(legacy ? "legacy" : "refactored") app · server \(server)")
ReportFeed(server: server).start { line in
    DispatchQueue.main.async { MainActor.assumeIsolated { driver.sideLine = line } }
}
withExtendedLifetime(delegate) {
    TerminalSession.run(driver)
}
