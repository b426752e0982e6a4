import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("Announcements screen") @MainActor
    struct AnnouncementsScreen {
        @Test("lists the announcements newest first, each with the day it was posted")
        func announcements_listsNewestFirst() async throws {
            let app = try await MyBizApp.onTab("Announcements")
            defer { app.close() }

            let rows = try #require(app.visibleScreen.firstTable).visibleSections.flatMap(\.cells)
            #expect(
                rows.compactMap(\.detailTextLabel?.text) == [
                    "Posted Apr 12, 2019", "Posted Apr 8, 2019", "Posted Apr 1, 2019",
                ])
        }
    }
}
