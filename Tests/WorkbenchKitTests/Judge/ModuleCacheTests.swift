import Foundation
import Testing

@testable import WorkbenchKit

/// The module cache the judged packages share (`JudgedPackage+ModuleCache`).
@Suite("The judged packages' shared module cache")
struct ModuleCacheTests {
    @Test("MYBIZ_MODULE_CACHE names the folder, which is made; empty turns the sharing off")
    func named() throws {
        let root = temporaryFolder()
        let folder = root.appendingPathComponent("cache/modules")
        defer { try? FileManager.default.removeItem(at: root) }

        let cache = JudgedPackage.sharedModuleCache(
            environment: ["MYBIZ_MODULE_CACHE": folder.path, "HOME": "/nowhere"])

        #expect(cache?.path == folder.path)
        #expect(FileManager.default.fileExists(atPath: folder.path))
        #expect(
            JudgedPackage.moduleCacheArguments(environment: ["MYBIZ_MODULE_CACHE": folder.path])
                == ["-Xswiftc", "-module-cache-path", "-Xswiftc", folder.path])
        #expect(JudgedPackage.sharedModuleCache(environment: ["MYBIZ_MODULE_CACHE": ""]) == nil)
        #expect(JudgedPackage.moduleCacheArguments(environment: ["MYBIZ_MODULE_CACHE": ""]) == [])
    }

    @Test("otherwise it is in the caches folder of the home the environment names, or nowhere")
    func inTheHome() throws {
        let home = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        #if os(macOS)
            let expected = home.appendingPathComponent("Library/Caches/MyBizWorkbench/ModuleCache")
        #else
            let expected = home.appendingPathComponent(".cache/MyBizWorkbench/ModuleCache")
        #endif

        let cache = JudgedPackage.sharedModuleCache(environment: ["HOME": home.path])

        #expect(cache?.standardizedFileURL.path == expected.standardizedFileURL.path)
        #expect(FileManager.default.fileExists(atPath: expected.path))
        #expect(JudgedPackage.sharedModuleCache(environment: ["PATH": "/usr/bin"]) == nil)
    }

    @Test("a folder that cannot be made means no sharing, not a failed build")
    func unmakeable() throws {
        let file = temporaryFolder()
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        #expect(
            JudgedPackage.sharedModuleCache(
                environment: ["MYBIZ_MODULE_CACHE": file.appendingPathComponent("below").path])
                == nil)
    }

    @Test("the judged package's build is given the shared cache")
    func buildUsesIt() throws {
        let (standIn, folder) = try judgedPackage(
            swift: "#!/bin/sh\necho \"$@\" >\"$(dirname \"$0\")/../arguments\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("shared-cache")
        let tools = Tools(
            environment: standIn.tools.environment.merging(["MYBIZ_MODULE_CACHE": cache.path]) {
                $1
            })
        let package = try JudgedPackage(directory: folder, tools: tools)

        _ = try package.build()

        let arguments = try String(
            contentsOf: folder.appendingPathComponent(".build/arguments"), encoding: .utf8)
        #expect(arguments.contains("build --build-tests"))
        #expect(arguments.contains("-Xswiftc -module-cache-path -Xswiftc \(cache.path)"))
    }

    @Test("a build the shared cache fails is made again with a cache of its own, which decides")
    func damagedCache() throws {
        let (standIn, folder) = try judgedPackage(
            swift: """
                #!/bin/sh
                echo "$@" >>"$(dirname "$0")/../arguments"
                case "$*" in
                  *shared-cache*) echo "error: a module of the cache in: $*"; exit 1 ;;
                esac
                exit 0

                """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tools = Tools(
            environment: standIn.tools.environment.merging([
                "MYBIZ_MODULE_CACHE": folder.appendingPathComponent("shared-cache").path
            ]) { $1 })
        let package = try JudgedPackage(directory: folder, tools: tools)

        let build = try package.build()

        #expect(build.compiled, "\(build.errors)")
        let runs = try String(
            contentsOf: folder.appendingPathComponent(".build/arguments"), encoding: .utf8
        ).split(separator: "\n")
        #expect(runs.count == 2)
        #expect(runs.last?.contains("-module-cache-path") == false)
    }
}
