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

    /// The app's delegate. The application keeps it, as `UIApplicationMain` does on iOS.
    public var delegate: UIApplicationDelegate?

    private override init() {
        super.init()
    }

    /// Starts the app as `UIApplicationMain` does: installs the delegate and tells it that
    /// launching finished.
    @discardableResult
    public func launch(with delegate: UIApplicationDelegate) -> Bool {
        self.delegate = delegate
        return delegate.application(self, didFinishLaunchingWithOptions: nil)
    }

    /// Forgets the running app's delegate, so the next launch starts from nothing.
    public func terminate() {
        delegate?.window?.rootViewController = nil
        delegate = nil
    }
}
