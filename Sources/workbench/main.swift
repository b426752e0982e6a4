import Foundation
import WorkbenchKit

exit(0)
