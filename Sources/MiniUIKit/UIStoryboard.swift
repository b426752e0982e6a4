import Foundation

/// A storyboard: the screens an app declares by identifier. An app registers its storyboards
/// (`UIStoryboard.register`) where iOS would compile them into the app bundle.
public struct UIStoryboard {
    public typealias Scene = () -> UIViewController

    nonisolated(unsafe) private static var storyboards: [String: [String: Scene]] = [:]

    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
    }

    /// Declares, or replaces, the storyboard `name` with its scenes.
    public static func register(name: String, scenes: [String: Scene]) {
        storyboards[name] = scenes
    }

    /// Forgets the storyboard `name`, as a new process has none of its app's until the app
    /// registers them: a test that launches the app calls it first, so the app's own launch
    /// must register what it shows.
    public static func unregister(name: String) {
        storyboards[name] = nil
    }

    /// Makes a new instance of the scene `identifier`. As in UIKit, an unknown identifier is a
    /// programming error and stops the program, naming the storyboard and the identifier.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if Self.storyboards[name] == nil, UIApplication.testHost != nil {
            // Under a test host the app registers its storyboards when it launches, as iOS
            // bundles them with the app the host starts.
            _ = UIApplication.shared.delegate
        }
        guard let scenes = Self.storyboards[name] else {
            fatalError("Could not find a storyboard named '\(name)': register it first.")
        }
        guard let scene = scenes[identifier] else {
            fatalError(
                "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'"
            )
        }
        return scene()
    }
}
