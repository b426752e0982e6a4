import Fixtures
import Foundation
import XCTest

/// How the tests `check` runs compare values on a step that changes the app: by what the
/// values hold (`HeldBackRendering`, in the Fixtures module, which the app cannot reach), never
/// by the app's own `==` alone. `check` puts this file beside the step's held-back cases in the
/// package it judges; no exercise holds it. Every state of the chain lets Swift make its `==`,
/// so for the reference solution the two readings agree.
enum HeldBack {
    /// Fails the test when `actual` and `expected` do not hold the same, showing both. The
    /// held-back cases compare with this.
    static func assertSame<T>(
        _ actual: @autoclosure () throws -> T, _ expected: @autoclosure () throws -> T,
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        do {
            if let mismatch = HeldBackRendering.mismatch(
                try actual(), try expected(), message(), heading: "held back: ")
            {
                XCTFail(mismatch, file: file, line: line)
            }
        } catch {
            XCTFail("held back: threw \(error)", file: file, line: line)
        }
    }
}

/// XCTest's assertion, as the reference's tests call it in the judged package (a declaration of
/// the test module shadows XCTest's): the values are compared by the app's `==`, and when it
/// says they are equal, by what they hold too, so an `==` that answers true passes nothing. Each
/// expression is evaluated once, and a failure is told in XCTest's words. (Its name is XCTest's,
/// which it shadows.)
// swift-format-ignore: AlwaysUseLowerCamelCase
func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let first: T
    let second: T
    do {
        first = try expression1()
        second = try expression2()
    } catch {
        XCTFail("XCTAssertEqual threw error \"\(error)\"", file: file, line: line)
        return
    }
    let said = message()
    guard first == second else {
        XCTFail(
            "XCTAssertEqual failed: (\"\(first)\") is not equal to (\"\(second)\")"
                + (said.isEmpty ? "" : " - \(said)"), file: file, line: line)
        return
    }
    if let mismatch = HeldBackRendering.mismatch(
        first, second, said,
        heading: "XCTAssertEqual failed: == says these are equal, but they hold different values: ")
    {
        XCTFail(mismatch, file: file, line: line)
    }
}
