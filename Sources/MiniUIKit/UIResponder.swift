import Foundation

/// The root of views, view controllers and the app delegate, as in UIKit.
open class UIResponder {
    public init() {}
}
