import Foundation
import XCTest

@testable import RefactoredMyBiz

final class ReportTests: XCTestCase {
    func test_make_fillsInTheEventTheTypeTheClockAndTheDevice() {
        let report = Report.make(event: .orgChartShown, type: .screenView, now: { sampleNow })

        XCTAssertEqual(report.name, "OrgChartShown")
        XCTAssertEqual(report.type, "ScreenView")
        XCTAssertEqual(report.recordedDate, sampleNow)
        XCTAssertNil(report.duration)
        XCTAssertEqual(report.device, "iPhone")
        XCTAssertEqual(report.os, "17.5")
        XCTAssertEqual(report.appVersion, "2.3.1")
    }

    func test_make_forAButtonTap_isOfTypeButtonTap() {
        let report = Report.make(event: .settingsShown, type: .buttonTap, now: { sampleNow })

        XCTAssertEqual(report.type, "ButtonTap")
        XCTAssertEqual(report.name, "SettingsShown")
    }
}
