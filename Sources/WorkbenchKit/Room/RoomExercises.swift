/// The exercises a facilitator can move a room to: the chain's steps and the areas to
/// characterize. A move names one as a learner would (a step's number, its id or a prefix of it
/// that fits one id; an area, or `characterize-<area>`) and is kept as the room's own name for
/// it, a step's number or an area, which is what a learner's result says it is on.
struct RoomExercises: Equatable, Sendable {
    /// The steps' ids, in order: step n is `steps[n - 1]`.
    let steps: [String]
    let areas: [String]

    /// The room's name for the exercise `text` names, or nil when it names none.
    func resolve(_ text: String) -> String? {
        let area =
            text.hasPrefix(Characterizing.prefix)
            ? String(text.dropFirst(Characterizing.prefix.count)) : text
        if areas.contains(area) { return area }
        guard let number = Chain.number(of: text, ids: steps), number > 0 else { return nil }
        return "\(number)"
    }

    /// What a move may name, for a refusal.
    var described: String {
        let some = steps.isEmpty ? "" : "a step from 1 to \(steps.count) (its number or id)"
        let characterize =
            areas.isEmpty ? "" : "an area to characterize (\(areas.joined(separator: ", ")))"
        return [some, characterize].filter { !$0.isEmpty }.joined(separator: " or ")
    }
}
