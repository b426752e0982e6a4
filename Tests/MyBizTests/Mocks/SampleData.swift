import Fixtures
import Foundation

@testable import RefactoredMyBiz

/// The seed's three events, from the shared fixture.
func sampleEvents() throws -> [Event] {
    try Payload.events.decoded(as: [Event].self)
}
