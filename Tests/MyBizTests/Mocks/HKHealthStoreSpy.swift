import Foundation
import MiniHealthKit

/// Seed 004's spy: a subclass of the health store that overrides `requestAuthorization` and only
/// records its arguments, the completion among them, as named tuples. A test then calls the
/// completion with whatever Health might answer.
class HKHealthStoreSpy: HKHealthStore {
    var requestAuthorizationArgs:
        [(
            typesToShare: Set<HKSampleType>?, typesToRead: Set<HKObjectType>?,
            completion: (Bool, Error?) -> Void
        )] = []

    override func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping (Bool, Error?) -> Void
    ) {
        requestAuthorizationArgs.append((typesToShare, typesToRead, completion))
    }
}

/// An error for Health to report.
enum SomeError: Error {
    case problem
}
