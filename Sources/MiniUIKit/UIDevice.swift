import Foundation

/// The simulated device. Its answers are fixed, so nothing depends on the machine running it.
public final class UIDevice: Sendable {
    public static let current = UIDevice()

    public let model = "iPhone"
    public let systemName = "iOS"
    public let systemVersion = "17.5"
    public let name = "MyBiz Test iPhone"

    private init() {}
}
