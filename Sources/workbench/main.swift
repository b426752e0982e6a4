import Foundation
import WorkbenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = ProcessInfo.processInfo.environment
let console = Console(
    colored: Console.colors(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) })
let workbench = Workbench(
    console: console,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    environment: environment,
    executable: Bundle.main.executableURL?.resolvingSymlinksInPath())
exit(workbench.run(Array(CommandLine.arguments.dropFirst())))
