import Foundation

@testable import RefactoredMyBiz

/// The calendar's two requests answered at once with canned data. It replaces the subclassing
/// `MockAPI` in the calendar's tests: the model only needs `CalendarAPI`. It logs which requests
/// it was asked for.
final class CalendarAPIStub: CalendarAPI {
    enum Message: Equatable {
        case getOrgChart, requestEvents
    }

    var mockEvents: [Event] = []
    /// The events' body as the server sends it, good items and bad; `mockEvents` when nil.
    var mockEventsBody: Any?
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

    /// `mockEvents` as the server sends them, or `mockEventsError`.
    func requestEvents(success: @escaping (Any) -> Void, failure: @escaping (Error) -> Void) {
        messages.append(.requestEvents)
        if let error = mockEventsError {
            return failure(error)
        }
        if let body = mockEventsBody {
            return success(body)
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        success(try! JSONSerialization.jsonObject(with: encoder.encode(mockEvents)))
    }
}
