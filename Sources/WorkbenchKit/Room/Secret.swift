/// The room's secrets (its code and the facilitator key) are compared in a time that hangs on
/// the lengths only, never on how many leading characters a guess has right, so timing a
/// thousand refusals tells a guesser nothing.
enum Secret {
    /// Whether `given` is `secret`.
    static func matches(_ given: String, _ secret: String) -> Bool {
        let guess = Array(given.utf8)
        let truth = Array(secret.utf8)
        var difference: UInt8 = guess.count == truth.count ? 0 : 1
        for index in 0..<max(guess.count, truth.count) {
            let left = index < guess.count ? guess[index] : 0
            let right = index < truth.count ? truth[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}
