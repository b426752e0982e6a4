extension StepPackage {
    /// The package's README; for the `exercise` of the next step, it points at EXERCISE.md
    /// rather than at the step's solution.
    static func readme(chain: Chain, through number: Int, exercise: Bool = false) -> String {
        let total = chain.steps.count
        let state =
            number == 0
            ? "the legacy app, before any step (step 0 of \(total))"
            : "step \(number) of \(total), \(chain.steps[number - 1].id): "
                + chain.steps[number - 1].title
        let next =
            exercise
            ? "This folder is the exercise of step \(number + 1), \(chain.steps[number].id): "
                + "EXERCISE.md says what to do, and `workbench check` judges it."
            : number < total
                ? "The next step is \(chain.steps[number].id): `workbench show \(number + 1)` "
                    + "explains it, and `workbench exercise \(number + 1) <dir>` lets you practise it."
                : "This is the last step: the app as RefactoredMyBiz has it."
        let origin =
            exercise
            ? "Written by `workbench exercise` from the MyBiz Workbench's chain. Everything here\n"
                + "is as it stands before step \(number + 1):"
            : "Written by `workbench materialize` from the MyBiz Workbench's chain. Everything here\n"
                + "is as it stands after this step:"
        let heading =
            exercise
            ? "Exercise: step \(number + 1) of \(total), \(chain.steps[number].title)\n\n"
                + "The app as it stands before the step: \(state)."
            : "MyBiz at \(state)"
        return """
            # \(heading)

            \(origin)

            - `Sources/MyBiz`: the app module.
            - `Tests/CharacterizationTests`: the characterization suite. It expects what the
              legacy app does, except where a step so far declared a change: those approved texts
              are in `Tests/Fixtures/Approved/since-<step>/`.
            - `Tests/MyBizTests`: the test-driven tests written up to this step.
            - `Sources/MiniUIKit`, `Sources/Diffing`, `Tests/Fixtures`: the UIKit stand-in, the
              diff engine of the golden masters, and the fake server and payloads.

            Run:

            ```sh
            swift build
            swift test
            ```

            \(next)

            """
    }
}
