import AppTerminal
import Foundation

let options = apps.map(\.option).joined(separator: " | ")
let usage = """
    usage: mybiz-app (\(options)) --server URL
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
var chosen: Int?
var server: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if let index = apps.firstIndex(where: { $0.option == argument }) {
        chosen = index
    } else if argument == "--server", let value = arguments.first {
        server = value.hasSuffix("/") ? value : value + "/"
        arguments.removeFirst()
    } else {
        fail("'\(argument)' is not an option here; run mybiz-app --help")
    }
}
guard let chosen, let server else { fail("say which app (\(options)), and --server URL") }

let (delegate, window) = apps[chosen].launch(server)
let driver = AppDriver(window: window, header: "MyBiz, \(apps[chosen].name) · server \(server)")
ReportFeed(server: server).start { line in
    DispatchQueue.main.async { MainActor.assumeIsolated { driver.sideLine = line } }
}
withExtendedLifetime(delegate) {
    TerminalSession.run(driver)
}
