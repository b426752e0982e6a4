import Foundation

/// A kind of data Health holds, named as in HealthKit.
open class HKObjectType: Hashable, CustomStringConvertible {
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    public static func == (lhs: HKObjectType, rhs: HKObjectType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    public var description: String { identifier }

    public static func workoutType() -> HKWorkoutType {
        HKWorkoutType(identifier: "HKWorkoutTypeIdentifier")
    }

    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier)
        -> HKQuantityType?
    {
        HKQuantityType(identifier: identifier.rawValue)
    }
}

/// A kind of data that is recorded as samples, which an app may also write.
open class HKSampleType: HKObjectType {}

public final class HKWorkoutType: HKSampleType {}

public final class HKQuantityType: HKSampleType {}

public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let stepCount = HKQuantityTypeIdentifier(
        rawValue: "HKQuantityTypeIdentifierStepCount")
    public static let heartRate = HKQuantityTypeIdentifier(
        rawValue: "HKQuantityTypeIdentifierHeartRate")
}

/// The way into Health. Asking for access answers on the main queue, as HealthKit does; its
/// `Bool` says whether the request was shown to the user, not whether access was granted.
open class HKHealthStore {
    /// What the simulated Health answers the next requests: the platform's part a test (or the
    /// characterization harness) decides, as a simulator's settings would. Shown, no error, by
    /// default.
    nonisolated(unsafe) public static var simulatedAuthorization:
        (requestShown: Bool, error: Error?) =
            (true, nil)

    /// How many answers are on their way to the main queue and not yet handed over: what a
    /// harness waits for, as a simulator's tooling could, so that a test never polls the screen
    /// for Health's answer. Read and written on the main thread, where the app asks and hears.
    nonisolated(unsafe) public private(set) static var answersPending = 0

    public init() {}

    open func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping (Bool, Error?) -> Void
    ) {
        let answer = Self.simulatedAuthorization
        let delivery = Delivery {
            completion(answer.requestShown, answer.error)
            HKHealthStore.answersPending -= 1
        }
        Self.answersPending += 1
        DispatchQueue.main.async { delivery.run() }
    }
}

/// An answer handed to the main queue, where the app that asked lives.
private struct Delivery: @unchecked Sendable {
    let run: () -> Void
}
