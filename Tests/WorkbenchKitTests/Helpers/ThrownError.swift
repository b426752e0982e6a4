import Testing

/// The error of type `E` that `body` throws, or nil with an issue recorded when it throws
/// none or another: what `#expect(throws:)` returns from Swift Testing 6.1 on, for the
/// Swift 6.0 this package still supports (Scripts/check-api-floor).
func thrownError<E: Error, R>(
    _: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) -> E? {
    do {
        _ = try body()
        Issue.record("expected \(E.self) to be thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record(
            error, "threw \(type(of: error)), not \(E.self)", sourceLocation: sourceLocation)
    }
    return nil
}
