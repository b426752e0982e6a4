import Foundation

@testable import RefactoredMyBiz

/// The calendar's two requests answered at once with canned data. It replaces the subclassing
/// `MockAPI` in the calendar's tests: the model only needs `CalendarAPI`. It logs which requests
/// it was asked for.
final class CalendarAPIStub: CalendarAPI {
    enum Message: Equatable {
        case getOrgChart, getEvents
    }

    var mockEvents: [Event] = []
    var mockEmployees: [Employee] = []
    var mockEventsError: Error?
    var mockOrgError: Error?
    private(set) var messages: [Message] = []

    func getOrgChart(completion: @escaping (Result<[Employee], Error>) -> Void) {
        messages.append(.getOrgChart)
        let result: Result<[Employee], Error> =
            mockOrgError.map { .failure($0) } ?? .success(mockEmployees)
        completion(result)
    }

    func getEvents(completion: @escaping (Result<[Event], Error>) -> Void) {
        messages.append(.getEvents)
        let result: Result<[Event], Error> =
            mockEventsError.map { .failure($0) } ?? .success(mockEvents)
        completion(result)
    }
}
