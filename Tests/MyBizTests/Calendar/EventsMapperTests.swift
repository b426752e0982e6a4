import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The seed's mapper tests, in Swift: the payload is the JSON the server sends, as objects.
final class EventsMapperTests: XCTestCase {
    let mapper = EventsMapper()

    func testMapEventsResponseSuccessful() {
        // given
        let responseObject: Any = [
            [
                "name": "Standup", "date": "2019-04-10T09:00:00+0000", "type": "Meeting",
                "duration": 900,
            ]
        ]
        // when
        let events = mapper.mapEvents(responseObject)
        // then
        XCTAssertEqual(
            events,
            [
                Event(
                    name: "Standup", date: date("2019-04-10T09:00:00Z"), type: .meeting,
                    duration: 900)
            ])
    }

    func testMapEventsResponseWithMissingMandatoryFields() {
        // given
        let responseObject: Any = [
            ["name": "No date", "type": "Meeting", "duration": 900],
            ["name": "No type", "date": "2019-04-10T09:00:00+0000", "duration": 900],
        ]
        // when
        let events = mapper.mapEvents(responseObject)
        // then
        XCTAssertEqual(events, [])
    }

    func testMapEventsResponseWithNulls() {
        // given
        let responseObject: Any = [
            [
                "name": NSNull(), "date": "2019-04-10T09:00:00+0000", "type": "Day Off",
                "duration": NSNull(),
            ]
        ]
        // when
        let events = mapper.mapEvents(responseObject)
        // then
        XCTAssertEqual(events.first?.type, .dayOff)
        XCTAssertEqual(events.first?.name, "")
        XCTAssertEqual(events.first?.duration, 0)
    }

    func testMapEventsResponseWithWrongType() {
        // given
        let responseObject: Any = [
            [
                "name": "Review", "date": "2019-04-10T09:00:00+0000", "type": "Meeting",
                "duration": "5400",
            ]
        ]
        // when
        let events = mapper.mapEvents(responseObject)
        // then
        XCTAssertEqual(events.first?.duration, 5400)
    }

    func test_mapEvents_dropsAnItemWithoutADateOrAKnownTypeAndKeepsTheOthers() throws {
        for payload in [Payload.eventsMissingDate, .eventsUnknownType] {
            let events = mapper.mapEvents(try JSONSerialization.jsonObject(with: payload.data()))

            XCTAssertEqual(events.map(\.name), ["Alien invasion", "Panic attack"], "\(payload)")
        }
    }

    func test_mapEvents_keepsAnItemWithANullNameOrADurationAsAString() throws {
        let nullName = try JSONSerialization.jsonObject(with: Payload.eventsNullName.data())
        let durationAsString = try JSONSerialization.jsonObject(
            with: Payload.eventsDurationAsString.data())

        XCTAssertEqual(
            mapper.mapEvents(nullName).map(\.name), ["Alien invasion", "", "Panic attack"])
        XCTAssertEqual(mapper.mapEvents(durationAsString).map(\.duration), [3600, 1800, 3600])
    }

    func test_mapEvents_readsTheSamplePayloadAsTheAPIDecoderDoes() throws {
        let payload = Payload.eventsAllTypes

        let events = mapper.mapEvents(try JSONSerialization.jsonObject(with: payload.data()))

        XCTAssertEqual(events, try payload.decoded(as: [Event].self))
    }

    func test_mapEvents_withAnythingButAList_mapsNoEvents() {
        let shapes: [Any] = [
            ["events": [["date": "2019-04-10T09:00:00+0000", "type": "Meeting"]]],
            "Meeting", 42, NSNull(), [["Meeting"]],
        ]
        for shape in shapes {
            XCTAssertEqual(mapper.mapEvents(shape), [], "\(shape)")
        }
    }

    func test_mapEvents_withAnUnreadableDuration_readsNone() {
        for duration: Any in ["half an hour", -60, Double.nan, Double.infinity, 1e300, true] {
            let events = mapper.mapEvents([
                [
                    "name": "Odd", "date": "2019-04-10T09:00:00+0000", "type": "Meeting",
                    "duration": duration,
                ]
            ])

            XCTAssertEqual(events.map(\.duration), [0], "\(duration)")
        }
    }

    /// Thousands of payloads from a fixed seed: generated items, each field good or bad in one
    /// of several ways, and damaged copies of the sample payloads. The mapper never traps, keeps
    /// exactly the items that have a date and a known type, and reads no duration the cell could
    /// not show.
    func test_mapEvents_fuzzed_neverTrapsAndKeepsExactlyTheItemsWithTheMandatoryFields() throws {
        var random = SeededGenerator(seed: 2026)
        for _ in 0..<2_000 {
            let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                FuzzedItem(using: &random)
            }
            let events = mapper.mapEvents(items.map(\.fields))

            XCTAssertEqual(events.map(\.name), items.filter(\.isValid).map(\.expectedName))
        }
        let samples = try [Payload.events, .eventsAllTypes, .eventsDurationAsString].map {
            try $0.data()
        }
        for _ in 0..<2_000 {
            let text = damaged(samples.randomElement(using: &random)!, using: &random)
            guard let object = try? JSONSerialization.jsonObject(with: text) else { continue }

            for event in mapper.mapEvents(object) {
                XCTAssertTrue((0...EventsMapper.longestDuration).contains(event.duration))
            }
        }
    }

    private func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }
}

/// One generated event item: every field present and good, or absent, null, or of a wrong kind.
private struct FuzzedItem {
    var fields: [String: Any] = [:]
    var isValid = true
    var expectedName = ""

    init(using random: inout SeededGenerator) {
        let dates: [Any?] = ["2019-04-10T12:00:00+0000", nil, NSNull(), "tomorrow", 1_554_897_600]
        let types: [Any?] = ["Meeting", "Birthday", nil, NSNull(), "Party", 1, ["Meeting"]]
        let names: [Any?] = ["Alien invasion", nil, NSNull(), 7]
        let durations: [Any?] = [3600.0, nil, NSNull(), "1800", "soon", -1, Double.infinity]
        let date = dates.randomElement(using: &random)!
        let type = types.randomElement(using: &random)!
        let name = names.randomElement(using: &random)!
        fields["date"] = date
        fields["type"] = type
        fields["name"] = name
        fields["duration"] = durations.randomElement(using: &random)!
        isValid =
            date as? String == dates[0] as? String
            && ["Meeting", "Birthday"].contains(type as? String)
        expectedName = name as? String ?? ""
    }
}

/// `data` with a few bytes deleted, repeated, swapped or replaced.
private func damaged(_ data: Data, using random: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<Int.random(in: 1...4, using: &random) where bytes.count > 1 {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.remove(at: index)
        case 1: bytes.insert(bytes[index], at: index)
        case 2: bytes.swapAt(index, Int.random(in: 0..<bytes.count, using: &random))
        default: bytes[index] = UInt8.random(in: 0x20...0x7E, using: &random)
        }
    }
    return Data(bytes)
}
