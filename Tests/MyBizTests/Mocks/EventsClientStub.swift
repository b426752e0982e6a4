import Foundation

@testable import RefactoredMyBiz

/// A client that answers at once, as the seed's stubbed client does: with `response`, or with
/// `error` when one is set.
final class EventsClientStub: EventsClient {
    var response: Any = [Any]()
    var error: Error?

    func requestEvents(success: @escaping (Any) -> Void, failure: @escaping (Error) -> Void) {
        if let error {
            failure(error)
        } else {
            success(response)
        }
    }
}

/// A mapper that logs what it was asked to map and answers `events`, as the seed's mapper mock
/// is verified.
final class EventsMapperSpy: EventsMapping {
    enum Message: Equatable {
        case mapEvents(response: String)
    }

    var events: [Event] = []
    private(set) var messages: [Message] = []

    func mapEvents(_ response: Any) -> [Event] {
        messages.append(.mapEvents(response: "\(response)"))
        return events
    }
}
