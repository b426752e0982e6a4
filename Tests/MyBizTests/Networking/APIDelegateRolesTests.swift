import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The API answers its delegate by role: a delegate that adopts one role, and stubs nothing
/// else, is given that role's answers.
final class APIDelegateRolesTests: XCTestCase {
    func test_getAnnouncements_answersADelegateOfThatRoleAlone() throws {
        let sut = API(server: "https://mybiz.invalid/")
        sut.session = AnsweringURLProtocol.session(answering: [
            "GET /api/announcements": try .payload(.announcements)
        ])
        let delegate = AnnouncementsSpy()
        sut.delegate = delegate

        sut.getAnnouncements()

        wait(for: [expectation(until: { delegate.loaded != nil })], timeout: 5)
        let payload = try JSONSerialization.jsonObject(with: Payload.announcements.data())
        let ids = try XCTUnwrap(payload as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertFalse(ids.isEmpty)
        XCTAssertEqual(delegate.loaded?.map(\.id), ids)
    }

    func test_getUser_whenRefused_answersADelegateOfThatRoleAloneWithTheReason() throws {
        let sut = API(server: "https://mybiz.invalid/")
        sut.session = AnsweringURLProtocol.session(answering: [
            "GET /api/users/Coulson": try .payload(.errorServer, status: 500)
        ])
        let delegate = UserSpy()
        sut.delegate = delegate

        sut.getUser(id: "Coulson")

        wait(for: [expectation(until: { delegate.failure != nil })], timeout: 5)
        let error = try XCTUnwrap(delegate.failure as? APIError)
        XCTAssertEqual(error.reason, "The server is down for maintenance.")
    }
}

private final class AnnouncementsSpy: AnnouncementsDelegate {
    var loaded: [Announcement]?

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) { loaded = announcements }
}

private final class UserSpy: UserDelegate {
    var failure: Error?

    func userFailed(error: Error) { failure = error }
    func userLoaded(user: UserInfo) {}
}
