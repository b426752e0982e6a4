import Foundation
import XCTest

@testable import RefactoredMyBiz

final class ReportTests: XCTestCase {
    func test_make_fillsInTheEventTheTypeAndTheEnvironmentItIsGiven() {
        let report = Report.make(
            event: .orgChartShown, type: .screenView, environment: testEnvironment)

        XCTAssertEqual(report.name, "OrgChartShown")
        XCTAssertEqual(report.type, "ScreenView")
        XCTAssertEqual(report.recordedDate, sampleNow)
        XCTAssertNil(report.duration)
        XCTAssertEqual(report.device, "iPad")
        XCTAssertEqual(report.os, "18.0")
        XCTAssertEqual(report.appVersion, "9.9")
    }

    func test_make_forAButtonTap_isOfTypeButtonTap() {
        let report = Report.make(
            event: .settingsShown, type: .buttonTap, environment: testEnvironment)

        XCTAssertEqual(report.type, "ButtonTap")
        XCTAssertEqual(report.name, "SettingsShown")
    }

    func test_currentEnvironment_isTheDeviceAndTheAppsInfoPlist() {
        let environment = AppEnvironment.current

        XCTAssertEqual(environment.device, "iPhone")
        XCTAssertEqual(environment.os, "17.5")
        XCTAssertEqual(environment.appVersion, "2.3.1")
    }

    private let testEnvironment = AppEnvironment(
        device: "iPad", os: "18.0", appVersion: "9.9", now: { sampleNow })
}
