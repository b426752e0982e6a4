import Foundation
import MiniHealthKit

enum HealthError {
    case unableToAuthorizeAccess
}

class HealthAccess {
    var healthStore: HKHealthStore? = HKHealthStore()
    var allTypes: Set<HKObjectType> = [
        HKObjectType.workoutType(),
        HKObjectType.quantityType(forIdentifier: .stepCount)!,
        HKObjectType.quantityType(forIdentifier: .heartRate)!,
    ]

    func requestAuthorization(completion: @escaping (Bool?, HealthError?) -> Void) {
        self.healthStore?.requestAuthorization(
            toShare: self.allTypes as? Set<HKSampleType>, read: self.allTypes
        ) { authorized, error in
            if error != nil {
                print("ERROR: \(String(describing: error))")
                completion(nil, .unableToAuthorizeAccess)
                return
            }
            completion(authorized, nil)
        }
    }
}
