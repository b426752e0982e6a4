import Foundation
import Testing

@testable import Fixtures

@Suite("A request as a golden master shows it")
struct RequestRecordTests {
    @Test("only the headers the app sets: whatever the platform's HTTP client adds is left out")
    func appHeaders() {
        let record = HTTPRequestRecord(
            method: "POST", path: "/api/x",
            headers: [
                "authorization": "Bearer t", "content-type": "application/json",
                "accept-language": "en-GB;q=1.0", "priority": "u=3, i", "user-agent": "CFNetwork",
                "accept-encoding": "gzip", "host": "127.0.0.1:1", "x-anything-new": "1",
            ],
            body: Data(#"{"b":1,"a":2}"#.utf8))

        #expect(
            record.text
                == "POST /api/x\nauthorization: Bearer t\ncontent-type: application/json\n\n"
                + "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
    }
}
