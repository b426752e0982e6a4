import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("Login screen") @MainActor
    struct LoginScreen {
        @Test("shows a welcome and the sample credentials already filled in, and sends nothing")
        func initial() async throws {
            let app = try await MyBizApp.launch()
            defer { app.close() }

            expectScreen(app, matches: "login.initial")
            #expect(app.server.requests.isEmpty)
        }

        @Test(
            "refuses an empty email, an email without an at sign, a five-character password",
            arguments: [
                ("Email", "", "login.missingEmail"),
                ("Email", "agent.shield.org", "login.invalidEmail"),
                ("Password", "hail!", "login.shortPassword"),
            ])
        func validation(field: String, text: String, approved: String) async throws {
            let app = try await MyBizApp.launch()
            defer { app.close() }

            app.type(text, into: field)
            await app.tap("Log In")

            expectScreen(app, matches: approved)
            #expect(app.server.requests.isEmpty)
        }

        @Test("accepts any text with an at sign as an email")
        func login_acceptsAnyTextWithAnAtSign() async throws {
            let app = try await MyBizApp.launch(routes: [
                "POST /api/users/login": try .payload(.errorLogin, status: 401)
            ])
            defer { app.close() }

            app.type("@", into: "Email")
            await app.tap("Log In")

            #expect(app.server.requests.map(\.route) == ["POST /api/users/login"])
        }

        @Test("accepts a password of six characters")
        func sixCharacterPassword() async throws {
            let app = try await MyBizApp.launch()
            defer { app.close() }

            app.type("hail!!", into: "Password")
            await app.tap("Log In")

            #expect(app.server.requests.first?.route == "POST /api/users/login")
        }

        @Test(
            "shows the server's reason when the login is refused, and stays on login"
        )
        func refused() async throws {
            let app = try await MyBizApp.launch(routes: [
                "POST /api/users/login": try .payload(.errorLogin, status: 401)
            ])
            defer { app.close() }

            await app.tap("Log In")
            expectScreen(app, matches: "login.refused")

            await app.tapAlertButton("OK")
            expectScreen(app, matches: "login.initial")
        }

        @Test(
            "calls a malformed answer 'Could not reach the server'"
        )
        func login_callsAMalformedAnswerUnreachable() async throws {
            let app = try await MyBizApp.launch(routes: [
                "POST /api/users/login": try .payload(.malformed)
            ])
            defer { app.close() }

            await app.tap("Log In")

            expectScreen(app, matches: "login.unreachable")
        }

        @Test(
            "says 'Could not reach the server' when nothing listens"
        )
        func unreachable() async throws {
            let app = try await MyBizApp.launch()
            defer { app.close() }
            app.server.stop()

            await app.tap("Log In")

            expectScreen(app, matches: "login.unreachable")
        }

        @Test("swaps the root to the tabs, Announcements first, and keeps the token and user id")
        func succeeded() async throws {
            let app = try await MyBizApp.loggedIn()
            defer { app.close() }

            expectScreen(app, matches: "tabs.afterLogin")
            #expect(app.appDelegate.userId == "Coulson")
            #expect(app.api.token?.token == "8b1e6c2a-57f4-4c1b-9a0e-2d9f3e7a4c11")
        }
    }
}
