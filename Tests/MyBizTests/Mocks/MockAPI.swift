import Foundation

@testable import RefactoredMyBiz

/// The seed's `MockAPI` (a stub): the API with its calls answered on the main queue with canned
/// data. Like the API, it is used on the main thread only, which is what the unchecked
/// `Sendable` promises.
final class MockAPI: API, @unchecked Sendable {
    var mockEvents: [Event] = []
    var mockEmployees: [Employee] = []

    override func getEvents() {
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
