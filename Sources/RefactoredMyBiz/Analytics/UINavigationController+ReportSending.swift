import Foundation
import MiniUIKit

extension UINavigationController: ReportSending {
    var analytics: AnalyticsAPI? {
        get { (viewControllers.first as? ReportSending)?.analytics }
        set {
            viewControllers.compactMap { $0 as? ReportSending }.forEach { $0.analytics = newValue }
        }
    }
}
