/// What a Remove Dead Code step deletes, looked for in the learner's app module by declaration:
/// every type, function and property the step removes must be gone, however the learner's code
/// is laid out. No test can see code that nothing calls, so passing tests cannot show it.
struct DeadCode: Equatable {
    /// The declarations the step deletes, each as often as it deletes it.
    let deleted: [Declarations.Name]
    /// Those the learner's module still has more of than the reference solution.
    let remaining: [Declarations.Name]
    /// With `unreached`: the declarations the reference lacks that nothing in the learner's
    /// app reaches (`Unreached`), less those `remaining` names: dead code renamed or moved.
    let unreached: [Declarations.Name]

    /// The app modules before the step, after it (the reference solution) and the learner's;
    /// `unreached` for a step whose lesson is the deletion, so that dead code counts however
    /// it is named.
    init(before: SourceTree, reference: SourceTree, mine: SourceTree, unreached: Bool = false) {
        func declarations(_ tree: SourceTree) -> Declarations {
            Declarations(sources: tree.files.filter { $0.key.hasSuffix(".swift") }.values)
        }
        let after = declarations(reference)
        deleted = Declarations.removed(from: declarations(before), to: after)
        let remaining = Declarations.removed(from: declarations(mine), to: after)
            .filter(deleted.contains)
        self.remaining = remaining
        self.unreached =
            unreached
            ? Unreached(mine: mine, reference: reference).declarations.filter {
                !remaining.contains($0)
            } : []
    }

    /// What is left to delete, as `check` lists it.
    var left: [String] {
        remaining.map(\.description) + unreached.map { "\($0.description) (nothing reaches it)" }
    }
}

extension Step {
    /// Whether `workbench check` also asks that what the step deletes be gone: for a step that
    /// changes no test, since nothing in its exercise can be red, and for Remove Dead Code, whose
    /// lesson is the deletion itself, which passing tests cannot show.
    var checksDeletions: Bool { testPatches.isEmpty || technique == Techniques.removeDeadCode }
}
