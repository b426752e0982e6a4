import MiniHealthKit
import XCTest

@testable import RefactoredMyBiz

/// Seed 004's tests of the wrapper around Health's authorization, synchronous: the spy keeps the
/// completion, and each test calls it as Health might.
final class HealthAccessTests: XCTestCase {
    private var healthStoreSpy: HKHealthStoreSpy!
    private var sut: HealthAccess!
    private var authorizationCompletionArgs: [(requestShown: Bool?, error: HealthError?)] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        healthStoreSpy = HKHealthStoreSpy()
        sut = HealthAccess()
        sut.healthStore = healthStoreSpy
    }

    override func tearDownWithError() throws {
        authorizationCompletionArgs = []
        healthStoreSpy = nil
        sut = nil
        try super.tearDownWithError()
    }

    func test_requestAuthorization_requestsToShareAndReadAllTypes() throws {
        let healthCategories = Set([HKObjectType.workoutType()])
        sut.allTypes = healthCategories

        sut.requestAuthorization { _, _ in }

        XCTAssertEqual(healthStoreSpy.requestAuthorizationArgs.count, 1, "count")
        XCTAssertEqual(
            healthStoreSpy.requestAuthorizationArgs.first?.typesToRead, healthCategories,
            "typesToRead")
        XCTAssertEqual(
            healthStoreSpy.requestAuthorizationArgs.first?.typesToShare, healthCategories,
            "typesToShare")
    }

    func test_requestAuthorization_successfullyShowedRequest() throws {
        sut.requestAuthorization { [self] requestShown, error in
            authorizationCompletionArgs.append((requestShown, error))
        }

        healthStoreSpy.requestAuthorizationArgs.first?.completion(true, nil)

        XCTAssertEqual(authorizationCompletionArgs.count, 1, "count")
        XCTAssertEqual(authorizationCompletionArgs.first?.requestShown, true, "requestShown")
        XCTAssertNil(authorizationCompletionArgs.first?.error, "error")
    }

    func test_requestAuthorization_requestNotShownButMissingError() throws {
        sut.requestAuthorization { [self] requestShown, error in
            authorizationCompletionArgs.append((requestShown, error))
        }

        healthStoreSpy.requestAuthorizationArgs.first?.completion(false, nil)

        XCTAssertEqual(authorizationCompletionArgs.count, 1, "count")
        XCTAssertEqual(authorizationCompletionArgs.first?.requestShown, false, "requestShown")
        XCTAssertNil(authorizationCompletionArgs.first?.error, "error")
    }

    func test_requestAuthorization_failedToShowRequest() throws {
        sut.requestAuthorization { [self] requestShown, error in
            authorizationCompletionArgs.append((requestShown, error))
        }

        healthStoreSpy.requestAuthorizationArgs.first?.completion(false, SomeError.problem)

        XCTAssertEqual(authorizationCompletionArgs.count, 1, "count")
        XCTAssertNil(authorizationCompletionArgs.first?.requestShown, "requestShown")
        XCTAssertEqual(authorizationCompletionArgs.first?.error, .unableToAuthorizeAccess, "error")
    }
}
