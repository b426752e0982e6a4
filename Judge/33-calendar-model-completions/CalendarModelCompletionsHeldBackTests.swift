import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 33's exercise: the model answers when its API's delegate is taken
/// before either request has answered, with an API that answers on the main queue.
final class CalendarModelCompletionsHeldBackTests: XCTestCase {
    func test_theModelAnswers_whenTheDelegateIsTakenBeforeTheAnswersCome() throws {
        let api = MockAPI()
        api.mockEvents = try mockEvents()
        let model = CalendarModel(api: api, now: { sampleNow })
        var answer: (events: [Event], error: Error?)?
        let answered = expectation(description: "the model answers")

        model.getCalendarEvents { events, error in
            answer = (events, error)
            answered.fulfill()
        }
        api.delegate = nil
        wait(for: [answered], timeout: 5)

        HeldBack.assertSame(answer?.events.count, try mockEvents().count)
        HeldBack.assertSame(answer?.error == nil, true)
    }
}
