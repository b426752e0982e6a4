import Foundation

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

/// The seed's double (a stub, in the guide's words): the API with `getEvents()` and
/// `getOrgChart()` overridden to answer the delegate on the main queue with canned data. Like the legacy API it is used on
/// the main thread only, which is what its unchecked `Sendable` promises.
final class MockAPI: API, @unchecked Sendable {
    var mockEvents: [Event] = []
    var mockEmployees: [Employee] = []
    var getEventsCallCount = 0

    override func getEvents() {
        getEventsCallCount += 1
        DispatchQueue.main.async {
            self.delegate?.eventsLoaded(events: self.mockEvents)
        }
    }

    override func getOrgChart() {
        DispatchQueue.main.async {
            self.delegate?.orgLoaded(org: self.mockEmployees)
        }
    }
}
