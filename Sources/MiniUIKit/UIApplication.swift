import Foundation

/// What the app's delegate answers, as in UIKit.
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

/// The one running app. Like UIKit's, it is used from the main thread only.
public final class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated(unsafe) public static let shared = UIApplication()

    /// The app a test host launches, as Xcode's test host launches the app before the first
    /// test: when set, asking for the delegate while none is installed launches this one first.
    /// The test targets' loader sets it as the test binary loads (see `Tests/TestHost`).
    nonisolated(unsafe) public static var testHost: (() -> UIApplicationDelegate)?

    private var installedDelegate: UIApplicationDelegate?

    /// The app's delegate. The application keeps it, as `UIApplicationMain` does on iOS. With a
    /// test host and no delegate installed, reading it launches the host's app first.
    public var delegate: UIApplicationDelegate? {
        get {
            if installedDelegate == nil, let host = Self.testHost {
                launch(with: host())
            }
            return installedDelegate
        }
        set { installedDelegate = newValue }
    }

    private override init() {
        super.init()
    }

    /// Starts the app as `UIApplicationMain` does: installs the delegate and tells it that
    /// launching finished.
    @discardableResult
    public func launch(with delegate: UIApplicationDelegate) -> Bool {
        installedDelegate = delegate
        return delegate.application(self, didFinishLaunchingWithOptions: nil)
    }

    /// Forgets the running app's delegate, so the next launch starts from nothing (with a test
    /// host, the next read of `delegate` launches the host's app again).
    public func terminate() {
        installedDelegate?.window?.rootViewController = nil
        installedDelegate = nil
    }
}
