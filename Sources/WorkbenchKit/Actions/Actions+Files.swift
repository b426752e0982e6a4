import Diffing
import Foundation

/// The commands that write the chain elsewhere or back: doctor, export, import, html.
extension Actions {
    func doctor(build: Bool) throws(WorkbenchError) -> Int32 {
        let doctor = Doctor(
            tools: tools, includeDirectories: Doctor.includeDirectories(tools: tools))
        var findings = [doctor.xcode()].compactMap { $0 }
        findings += [doctor.toolchain(), doctor.sqliteHeader(), doctor.git()]
        if build {
            let chain = try workspace.chain()
            let package = FileManager.default.temporaryDirectory
                .appendingPathComponent("workbench-doctor-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: package) }
            console.write("building and testing the last step's package in \(package.path) …\n")
            try StepPackage.tree(workspace: workspace, chain: chain, through: chain.steps.count)
                .write(to: package)
            findings.append(doctor.stepPackage(at: package))
        }
        findings.append(doctor.browser())
        let report = Doctor.report(findings)
        console.write(report.text)
        return report.ready ? 0 : 1
    }

    func export(into directory: URL, force: Bool) throws(WorkbenchError) -> Int32 {
        _ = try tools.require("git", for: "to export the chain")
        let chain = try workspace.chain()
        try prepare(directory, force: force)
        if force { try? FileManager.default.removeItem(at: directory) }
        let commits = try ChainRepository(tools: tools, directory: directory).export(
            workspace: workspace, chain: chain)
        console.write(
            "wrote \(commits) commits (step 0, the legacy code, to step \(chain.steps.count)), "
                + "tagged step-00 to step-\(String(format: "%02d", chain.steps.count)), to "
                + "\(directory.path)\n")
        return 0
    }

    func importSteps(from directory: URL) throws(WorkbenchError) -> Int32 {
        let steps = try ChainRepository(tools: tools, directory: directory).steps(
            workspace: workspace)
        let manager = FileManager.default
        let folder = workspace.stepsDirectory
        do {
            for name in try manager.contentsOfDirectory(atPath: folder.path)
            where name.hasSuffix(".step") {
                try manager.removeItem(at: folder.appendingPathComponent(name))
            }
        } catch {
            throw .unwritable(path: folder.path, reason: error.localizedDescription)
        }
        try SourceTree(
            files: Dictionary(uniqueKeysWithValues: steps.map { ($0.id + ".step", $0.text) })
        ).write(to: folder)
        console.write(
            "wrote \(steps.count) steps from \(directory.path) into \(folder.path); "
                + "'workbench verify' checks them against the package\n")
        return 0
    }

    func html(into directory: URL, force: Bool, learner: Bool) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        try prepare(directory, force: force, writtenBy: ("index.html", TourSite.signature))
        do {
            // Before the work, so a folder that cannot be written is named at once.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory.path, reason: error.localizedDescription)
        }
        let site = try TourSite(workspace: workspace, chain: chain, learner: learner)
        let tree = SourceTree(files: site.pages())
        try tree.write(to: directory, replacing: force)
        let index = directory.appendingPathComponent("index.html").path
        console.write(
            "wrote the \(learner ? "learner's " : "")tour of the \(chain.steps.count) steps "
                + "(\(tree.files.count) files\(learner ? ", no solution" : "")) to "
                + "\(directory.path); open \(index) in a browser\n")
        return 0
    }
}
