import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("API requests on the wire") @MainActor
    struct APIRequests {
        /// Logs in, then opens `tab`; returns the requests that opening sent, sorted by route,
        /// since requests the app starts together reach the server in no fixed order.
        /// A report's device-clock stamp is checked and redacted.
        func requests(openingTab tab: String) async throws -> String {
            let app = try await MyBizApp.loggedIn()
            defer { app.close() }
            let count = app.server.requests.count
            let before = Date()
            await app.showTab(tab)
            let after = Date()
            return try app.server.requests.dropFirst(count).sorted { $0.route < $1.route }
                .map { request in
                    request.route == "POST /api/analytics"
                        ? try clockRedacted(request, between: before, and: after) : request.text
                }
                .joined(separator: "\n\n") + "\n"
        }

        @Test("login: POST api/users/login with Basic credentials and no body")
        func login() async throws {
            let app = try await MyBizApp.loggedIn()
            defer { app.close() }

            let login = try #require(app.server.requests.first)
            expectApproved(login.text + "\n", as: "requests/login")
        }

        @Test("announcements: GET api/announcements with the Bearer token, right after login")
        func announcements() async throws {
            let app = try await MyBizApp.loggedIn()
            defer { app.close() }

            let announcements = try #require(
                app.server.requests.first { $0.route == "GET /api/announcements" })
            expectApproved(announcements.text + "\n", as: "requests/announcements")
        }

        @Test("after login: the login, the announcements, and since step 20 a screen-view report")
        func afterLogin() async throws {
            let before = Date()
            let app = try await MyBizApp.loggedIn()
            defer { app.close() }
            let after = Date()

            // The announcements and the report start together, so they arrive in either order.
            let routes = app.server.requests.map(\.route)
            #expect(routes.first == "POST /api/users/login")
            #expect(
                routes.dropFirst().sorted()
                    == (["GET /api/announcements"]
                    + declared(
                        .announcementsReport, legacy: [], refactored: ["POST /api/analytics"]))
                    .sorted())
            for report in app.server.requests where report.route == "POST /api/analytics" {
                expectApproved(
                    try clockRedacted(report, between: before, and: after) + "\n",
                    as: "requests/report.announcements", changedBy: [.announcementsReport])
            }
        }

        @Test(
            "calendar: GET api/events with the Bearer token (GET api/employees since step 7, a report since step 25)"
        )
        func events() async throws {
            expectApproved(
                try await requests(openingTab: "Calendar"), as: "requests/events",
                changedBy: [.birthdaysOnTheCalendar, .navigationReports])
        }

        @Test("org chart: GET api/employees with the Bearer token (and a report since step 23)")
        func employees() async throws {
            expectApproved(
                try await requests(openingTab: "Org Chart"), as: "requests/employees",
                changedBy: [.orgChartReport])
        }

        @Test(
            "purchase orders: GET api/products and GET api/purchases with the Bearer token (a report since step 25)"
        )
        func productsAndPurchases() async throws {
            expectApproved(
                try await requests(openingTab: "Purchase Orders"),
                as: "requests/productsAndPurchases", changedBy: [.navigationReports])
        }

        @Test(
            "settings: GET api/users/<the id from the login token> with the Bearer token (a report since step 25)"
        )
        func user() async throws {
            expectApproved(
                try await requests(openingTab: "Settings"), as: "requests/user",
                changedBy: [.navigationReports])
        }

        @Test(
            "submitPO: POST api/purchases, JSON with ISO-8601 dates, stamped with the device clock")
        func submitPO() async throws {
            let app = try await MyBizApp.onTab("Purchase Orders")
            defer { app.close() }
            await app.tapBarButton("+")
            await app.selectRow(containing: "Quinjet fuel")
            app.type("3", into: "Quantity")

            let before = Date()
            await app.tap("Submit")
            let after = Date()

            let post = try #require(app.server.requests.first { $0.route == "POST /api/purchases" })
            let body = try #require(
                try JSONSerialization.jsonObject(with: post.body) as? [String: Any])
            let stamp = try #require(body["date"] as? String)
            let date = try #require(ISO8601DateFormatter().date(from: stamp))
            #expect(date >= before.addingTimeInterval(-1) && date <= after)
            expectApproved(
                post.text.replacingOccurrences(of: stamp, with: "<the device clock>") + "\n",
                as: "requests/submitPO")
        }

        @Test("sends no Authorization header at all before login")
        func noTokenBeforeLogin() async throws {
            let app = try await MyBizApp.launch()
            defer { app.close() }

            app.api.getAnnouncements()
            await app.settle()

            let request = try #require(app.server.requests.first)
            #expect(request.route == "GET /api/announcements")
            #expect(request.headers["authorization"] == nil)
        }

        @Test("never looks at the HTTP status: a 500 whose body decodes is a success")
        func api_treatsAnyStatusAsSuccess_whenTheBodyDecodes() async throws {
            let app = try await MyBizApp.loggedIn(routes: [
                "GET /api/announcements": try .payload(.announcements, status: 500)
            ])
            defer { app.close() }

            expectScreen(app, matches: "announcements.loaded")
        }

        @Test("treats an error payload as a failure even with status 200")
        func api_treatsAnErrorPayloadAsFailure_evenWithStatus200() async throws {
            let app = try await MyBizApp.loggedIn(routes: [
                "GET /api/announcements": try .payload(.errorServer, status: 200)
            ])
            defer { app.close() }

            expectScreen(app, matches: "announcements.failed")
        }

        @Test("takes the server address from the configuration in the app bundle")
        func configuration() {
            #expect(AppConfiguration.load().server == "http://localhost:8080/")
        }

        /// The request as text, its `recordedDate` checked to lie between `before` and `after`
        /// and then replaced, since it is the device clock's.
        func clockRedacted(
            _ request: HTTPRequestRecord, between before: Date, and after: Date,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> String {
            let body = try #require(
                try JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                sourceLocation: sourceLocation)
            let stamp = try #require(
                body["recordedDate"] as? String, sourceLocation: sourceLocation)
            let date = try #require(
                ISO8601DateFormatter().date(from: stamp), sourceLocation: sourceLocation)
            #expect(
                date >= before.addingTimeInterval(-1) && date <= after,
                sourceLocation: sourceLocation)
            return request.text.replacingOccurrences(of: stamp, with: "<the device clock>")
        }
    }
}
