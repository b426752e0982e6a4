import Foundation

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

/// The seed's double (a stub, in the guide's words): the API with `getEvents()` overridden to
/// answer the delegate on the main queue with canned events. Like the legacy API it is used on
/// the main thread only, which is what its unchecked `Sendable` promises.
final class MockAPI: API, @unchecked Sendable {
    var mockEvents: [Event] = []

    override func getEvents() {
        DispatchQueue.main.async {
            self.delegate?.eventsLoaded(events: self.mockEvents)
        }
    }
}
