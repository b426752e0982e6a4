/// What a Remove Dead Code step deletes, looked for in the learner's app module by declaration:
/// every type, function and property the step removes must be gone, however the learner's code
/// is laid out. No test can see code that nothing calls, so passing tests cannot show it.
struct DeadCode: Equatable {
    /// The declarations the step deletes, each as often as it deletes it.
    let deleted: [Declarations.Name]
    /// Those the learner's module still has more of than the reference solution.
    let remaining: [Declarations.Name]

    /// The app modules before the step, after it (the reference solution) and the learner's.
    init(before: SourceTree, reference: SourceTree, mine: SourceTree) {
        func declarations(_ tree: SourceTree) -> Declarations {
            Declarations(sources: tree.files.filter { $0.key.hasSuffix(".swift") }.values)
        }
        let after = declarations(reference)
        deleted = Declarations.removed(from: declarations(before), to: after)
        remaining = Declarations.removed(from: declarations(mine), to: after)
            .filter(deleted.contains)
    }
}

extension Step {
    /// Whether `workbench check` also asks that what the step deletes be gone: for a step that
    /// changes no test, since nothing in its exercise can be red, and for Remove Dead Code, whose
    /// lesson is the deletion itself, which passing tests cannot show.
    var checksDeletions: Bool { testPatches.isEmpty || technique == Techniques.removeDeadCode }
}
