import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The seed's service tests, shaped as the seed's are: a stubbed client, a mapper spy and a
/// store in memory, made in `setUp` and let go in `tearDown`.
final class EventServiceTests: XCTestCase {
    var eventService: EventService!
    var clientStub: EventsClientStub!
    var mapperSpy: EventsMapperSpy!
    var store: EventStore!

    override func setUp() {
        super.setUp()
        clientStub = EventsClientStub()
        mapperSpy = EventsMapperSpy()
        store = EventStore()
        eventService = EventService(client: clientStub, mapper: mapperSpy, store: store)
    }

    override func tearDown() {
        eventService = nil
        clientStub = nil
        mapperSpy = nil
        store = nil
        super.tearDown()
    }

    func testSortEvents() {
        // given
        let firstEvent = event("Holiday", .domesticHoliday, on: utcDate(2019, 4, 10))
        let secondEvent = event("Day off", .dayOff, on: utcDate(2019, 4, 10))
        let thirdEvent = event("Alien invasion", .appointment, on: utcDate(2019, 4, 10))
        let fourthEvent = event("Panic attack", .meeting, on: utcDate(2019, 4, 17))
        let correctSortedArray = [secondEvent, firstEvent, thirdEvent, fourthEvent]
        let incorrectSortedArray = [thirdEvent, fourthEvent, secondEvent, firstEvent]
        // when
        let sortedWithTestingMethodArray = eventService.sortEvents(incorrectSortedArray)
        // then
        XCTAssertEqual(sortedWithTestingMethodArray, correctSortedArray)
    }

    func testObtainEventsForType() throws {
        // given
        let meeting = event("Panic attack", .meeting, on: utcDate(2019, 4, 17))
        try store.replaceEvents([
            event("Alien invasion", .appointment, on: utcDate(2019, 4, 10)), meeting,
        ])
        // when
        let events = try eventService.obtainEvents(type: .meeting)
        // then
        XCTAssertEqual(events, [meeting])
    }

    func testUpdateEventsForTypeSuccessful() throws {
        // given
        let meeting = event("Panic attack", .meeting, on: utcDate(2019, 4, 17))
        clientStub.response = ["the server's events"]
        mapperSpy.events = [
            event("Alien invasion", .appointment, on: utcDate(2019, 4, 10)), meeting,
        ]
        var succeeded = false
        // when
        eventService.updateEvents(
            type: .meeting, success: { _ in succeeded = true },
            failure: { XCTFail("expected success, got \($0)") })
        // then
        XCTAssertTrue(succeeded)
        XCTAssertEqual(mapperSpy.messages, [.mapEvents(response: "[\"the server\\'s events\"]")])
        XCTAssertEqual(try store.events(), [meeting])
    }

    func testUpdateEventsForTypeFailure() throws {
        // given
        let clientError = NSError(domain: "", code: 1, userInfo: nil)
        clientStub.error = clientError
        try store.replaceEvents([event("Kept", .meeting, on: utcDate(2019, 4, 1))])
        var answered: Error?
        // when
        eventService.updateEvents(
            type: .meeting, success: { _ in XCTFail("expected the client's error") },
            failure: { answered = $0 })
        // then
        XCTAssertIdentical(answered as AnyObject?, clientError)
        XCTAssertEqual(mapperSpy.messages, [])
        XCTAssertEqual(try store.events().map(\.name), ["Kept"])
    }

    func test_updateEvents_ofEveryType_replacesEverythingKept() throws {
        try store.replaceEvents([event("Old", .meeting, on: utcDate(2019, 4, 1))])
        mapperSpy.events = [
            event("Panic attack", .meeting, on: utcDate(2019, 4, 17)),
            event("Alien invasion", .appointment, on: utcDate(2019, 4, 10)),
        ]

        eventService.updateEvents(success: { _ in }, failure: { XCTFail("\($0)") })

        XCTAssertEqual(
            try eventService.obtainEvents().map(\.name), ["Alien invasion", "Panic attack"])
    }

    func test_updateEvents_whenTheStoreCannotWrite_answersItsErrorAndKeepsWhatWasKept() throws {
        try store.replaceEvents([event("Kept", .meeting, on: utcDate(2019, 4, 1))])
        try store.execute("PRAGMA query_only = ON")
        mapperSpy.events = [event("New", .meeting, on: utcDate(2019, 4, 2))]
        var answered: Error?

        eventService.updateEvents(
            success: { _ in XCTFail("expected the store's error") }, failure: { answered = $0 })

        XCTAssertTrue(answered is EventStoreError, "\(String(describing: answered))")
        XCTAssertEqual(try eventService.obtainEvents().map(\.name), ["Kept"])
    }

    func test_updateEvents_withItemsTheMapperCannotRead_answersHowMany() throws {
        clientStub.response = [["name": "Read"], ["name": "Not read"], ["name": "Nor this"]]
        mapperSpy.events = [event("Read", .meeting, on: utcDate(2019, 4, 2))]
        var unreadable: Int?

        eventService.updateEvents(success: { unreadable = $0 }, failure: { XCTFail("\($0)") })

        XCTAssertEqual(unreadable, 2)
        XCTAssertEqual(try store.events().map(\.name), ["Read"])
    }

    private func event(_ name: String, _ type: EventType, on date: Date) -> Event {
        Event(name: name, date: date, type: type, duration: 3600)
    }
}
