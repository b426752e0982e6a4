import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Characterization {
    @Suite("The harness") @MainActor
    struct Harness {
        @Test("names at once a request the app made but never sent, and forgets it once sent")
        func neverSent() async throws {
            let app = try await MyBizApp.launch()
            defer { app.close() }
            let url = try #require(URL(string: app.server.baseURL + "api/announcements"))

            let task = app.api.loadTask(
                request: URLRequest(url: url), success: { (_: [Announcement]) in },
                failure: { _ in })

            #expect(app.api.neverSent == "GET /api/announcements")
            task.resume()
            await app.settle()
            #expect(app.api.neverSent == nil)
            #expect(app.api.isSettled)
        }
    }
}
