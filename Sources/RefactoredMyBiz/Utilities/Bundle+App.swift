import Foundation

extension Bundle {
    // The app bundle: what `Bundle.main` is on a device.
    static let app = Bundle(
        url: Bundle.module.url(
            forResource: "MyBiz", withExtension: "app", subdirectory: "Resources")!)!
}
