import Fixtures
import Foundation
import MiniHealthKit
import MiniUIKit
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

/// The app under test (LegacyMyBiz, or RefactoredMyBiz in RefactoredCharacterizationTests),
/// launched against a fake backend on 127.0.0.1 and driven as a user would.
///
/// The server address goes in through the app delegate's `configuration` and the sensing API
/// through its `api`: both are Supersede Instance Variable on the one object every screen
/// reaches through `UIApplication.appDelegate`. Every action waits until the app has handled
/// each answer it asked for, so no test sleeps.
@MainActor
final class MyBizApp {
    let server: FakeMyBizServer
    let appDelegate: AppDelegate
    let api: ObservedAPI
    private let device: DeviceEnvironment

    /// Launches the app on the login screen, once no other app runs. `routes` replace the happy
    /// backend's answers; `userDefaults` are stored before launch. Close it with `close()`.
    static func launch(
        routes: [String: FakeMyBizServer.Response] = [:], timeZone: String = "UTC",
        userDefaults: [String: Int] = [:]
    ) async throws -> MyBizApp {
        let device = try await DeviceEnvironment.take(timeZone: timeZone)
        do {
            return try MyBizApp(device: device, routes: routes, userDefaults: userDefaults)
        } catch {
            device.restore()
            throw error
        }
    }

    private init(
        device: DeviceEnvironment, routes: [String: FakeMyBizServer.Response],
        userDefaults: [String: Int]
    ) throws {
        self.device = device
        for (key, value) in userDefaults { UserDefaults.standard.set(value, forKey: key) }
        server = try FakeMyBizServer(
            routes: try FakeMyBizServer.happyRoutes().merging(routes) { $1 })
        // As on a device, the storyboard is the one the app's launch registers.
        UIStoryboard.unregister(name: "Main")
        appDelegate = AppDelegate()
        appDelegate.configuration = AppConfiguration(server: server.baseURL)
        UIApplication.shared.delegate = appDelegate
        api = ObservedAPI()
        appDelegate.api = api
        UIApplication.shared.launch(with: appDelegate)
    }

    /// Launches the app and logs in with the sample credentials; the tab bar shows afterwards.
    static func loggedIn(
        routes: [String: FakeMyBizServer.Response] = [:], timeZone: String = "UTC",
        userDefaults: [String: Int] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> MyBizApp {
        let app = try await MyBizApp.launch(
            routes: routes, timeZone: timeZone, userDefaults: userDefaults)
        await app.tap("Log In", sourceLocation: sourceLocation)
        return app
    }

    /// Launches the app, logs in and opens the tab titled `tab`.
    static func onTab(
        _ tab: String, routes: [String: FakeMyBizServer.Response] = [:], timeZone: String = "UTC",
        userDefaults: [String: Int] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> MyBizApp {
        let app = try await loggedIn(
            routes: routes, timeZone: timeZone, userDefaults: userDefaults,
            sourceLocation: sourceLocation)
        await app.showTab(tab, sourceLocation: sourceLocation)
        return app
    }

    func close() {
        UIApplication.shared.terminate()
        server.stop()
        device.restore()
    }

    var window: UIWindow { appDelegate.window! }
    var screen: String { ScreenRenderer.render(window) }
    var visibleScreen: UIViewController { window.rootViewController!.visibleScreen }
    var alert: UIAlertController? { visibleScreen as? UIAlertController }

    /// Waits until every request the app started has been answered and handled, woken by each
    /// answer rather than by a clock, and every answer Health owes it has been handed over. A
    /// request the app made but never sent fails the test at once, naming it: no answer can
    /// come. The safety net is 5 s without an answer, once in a run (`SafetyNet`).
    func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
        await settleRequests(sourceLocation: sourceLocation)
        // Health answers on the main queue, ahead of this test's next turn there: a yield or
        // two hands each answer over, and the app handles it then (no screen is polled).
        let deadline = ContinuousClock.now + SafetyNet.patience
        while HKHealthStore.answersPending > 0 {
            let what = "Health's answer to the app's request for access"
            if SafetyNet.givesUp(waitingFor: what, at: sourceLocation) { return }
            guard ContinuousClock.now < deadline else {
                SafetyNet.exhaust(waitingFor: what, at: sourceLocation)
                Issue.record(
                    Comment(rawValue: "The app did not settle: \(what) never came, after 5 s."),
                    sourceLocation: sourceLocation)
                return
            }
            await Task.yield()
        }
        await settleRequests(sourceLocation: sourceLocation)
    }

    /// Waits until every request the app started has been answered and handled.
    private func settleRequests(sourceLocation: SourceLocation) async {
        while !api.isSettled {
            if let request = api.neverSent {
                Issue.record(
                    Comment(
                        rawValue: "The app made the request \(request) but never sent it: its "
                            + "URLSessionTask was never resumed, so no answer can come."),
                    sourceLocation: sourceLocation)
                return
            }
            let what = "the answers to \(api.unanswered.joined(separator: ", "))"
            if SafetyNet.givesUp(waitingFor: what, at: sourceLocation) { return }
            guard await DeliveryWaiter().next(from: api, patience: SafetyNet.patience) else {
                SafetyNet.exhaust(waitingFor: what, at: sourceLocation)
                Issue.record(
                    Comment(
                        rawValue: "The app did not settle: it never handled \(what), "
                            + "after 5 s without an answer."),
                    sourceLocation: sourceLocation)
                return
            }
        }
    }

    func tap(_ buttonTitle: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let button = visibleScreen.button(titled: buttonTitle) else {
            Issue.record(
                "No button '\(buttonTitle)' on screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        button.sendActions(for: .touchUpInside)
        await settle(sourceLocation: sourceLocation)
    }

    func type(
        _ text: String, into placeholder: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let field = visibleScreen.field(placeholder: placeholder) else {
            Issue.record(
                "No field '\(placeholder)' on screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        field.text = text
    }

    func showTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let tabs = window.rootViewController as? UITabBarController,
            let index = tabs.viewControllers?.firstIndex(where: { $0.tabBarItem.title == title })
        else {
            Issue.record("No tab '\(title)' on screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        pinClocks(tabs)
        tabs.selectedIndex = index
        await settle(sourceLocation: sourceLocation)
    }

    func selectRow(containing text: String, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        guard let table = visibleScreen.firstTable,
            let indexPath = table.indexPath(ofRowContaining: text)
        else {
            Issue.record(
                "No row containing '\(text)' on screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        table.selectRow(at: indexPath)
        await settle(sourceLocation: sourceLocation)
    }

    func tapBarButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let item = visibleScreen.navigationItem
        guard
            let button = [item.rightBarButtonItem, item.leftBarButtonItem].compactMap({ $0 })
                .first(where: { $0.title == title })
        else {
            Issue.record(
                "No bar button '\(title)' on screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        button.tap()
        await settle(sourceLocation: sourceLocation)
    }

    /// Goes back a screen, as the navigation bar's back button does.
    func goBack(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let navigation = visibleScreen.navigationController,
            navigation.viewControllers.count > 1
        else {
            Issue.record("No screen to go back to:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        _ = navigation.popViewController(animated: true)
        await settle(sourceLocation: sourceLocation)
    }

    func tapAlertButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let alert, alert.tapAction(titled: title) else {
            Issue.record(
                "No alert button '\(title)' on screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        await settle(sourceLocation: sourceLocation)
    }

    /// The day the app believes it is, where it asks (the calendar, since step 7):
    /// 1 April 2019, 09:30 UTC, so the birthdays fall on known days.
    static let clockNow = Date(timeIntervalSince1970: 1_554_111_000)

    /// Sets the clock of every tab whose screen has one (see `ClockSeam`).
    private func pinClocks(_ tabs: UITabBarController) {
        for child in tabs.viewControllers ?? [] {
            let screen = (child as? UINavigationController)?.viewControllers.first ?? child
            (screen as? ClockSeam)?.pinClock(to: Self.clockNow)
        }
    }

}

/// Waits for the next answer an `ObservedAPI` hands to the app, or for its patience to run out.
@MainActor
private final class DeliveryWaiter {
    private var continuation: CheckedContinuation<Bool, Never>?

    /// True when an answer came, false when none came within `patience`.
    func next(from api: ObservedAPI, patience: Duration) async -> Bool {
        defer { api.onDelivery = nil }
        return await withCheckedContinuation { continuation in
            self.continuation = continuation
            api.onDelivery = { MainActor.assumeIsolated { self.finish(true) } }
            Task {
                try? await Task.sleep(for: patience)
                self.finish(false)
            }
        }
    }

    private func finish(_ answered: Bool) {
        continuation?.resume(returning: answered)
        continuation = nil
    }
}
