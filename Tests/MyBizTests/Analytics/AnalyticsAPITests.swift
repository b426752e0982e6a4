import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class AnalyticsAPITests: XCTestCase {
    var sut: AnalyticsAPI { sutImplementation }
    var sutImplementation: API!

    override func setUpWithError() throws {
        try super.setUpWithError()
        sutImplementation = API(server: "test")
    }

    override func tearDownWithError() throws {
        sutImplementation = nil
        try super.tearDownWithError()
    }

    func test_API_isAnAnalyticsAPI_andTakesAReport() {
        let analytics: AnalyticsAPI? = sutImplementation

        XCTAssertNotNil(analytics)
        sut.sendReport(report: sampleReport())
    }
}
