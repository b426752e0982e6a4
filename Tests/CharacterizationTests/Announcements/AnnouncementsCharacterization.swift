import Fixtures
import Foundation
import Testing

@testable import LegacyMyBiz

extension Characterization {
    @Suite("Announcements screen") @MainActor
    struct AnnouncementsScreen {
        func announcements(_ response: FakeMyBizServer.Response? = nil) async throws -> LegacyApp {
            let routes = response.map { ["GET /api/announcements": $0] } ?? [:]
            return try await LegacyApp.loggedIn(routes: routes)
        }

        @Test("lists the announcements newest first, each with the day it was posted")
        func announcements_listsNewestFirst() async throws {
            let app = try await announcements()
            defer { app.close() }

            expectScreen(app, matches: "announcements.loaded")
        }

        @Test("shows an empty table when there are no announcements")
        func empty() async throws {
            let app = try await announcements(try .payload(.empty))
            defer { app.close() }

            expectScreen(app, matches: "announcements.empty")
        }

        @Test("shows the server's reason in an 'Error' alert when loading fails")
        func failed() async throws {
            let app = try await announcements(try .payload(.errorServer, status: 500))
            defer { app.close() }

            expectScreen(app, matches: "announcements.failed")
        }

        @Test("shows 'Unauthorized' when the token is refused")
        func unauthorized() async throws {
            let app = try await announcements(try .payload(.errorUnauthorized, status: 401))
            defer { app.close() }

            expectScreen(app, matches: "announcements.unauthorized")
        }

        @Test("says 'Something went wrong.' when the payload is malformed")
        func malformed() async throws {
            let app = try await announcements(try .payload(.malformed))
            defer { app.close() }

            expectScreen(app, matches: "announcements.malformed")
        }
    }
}
