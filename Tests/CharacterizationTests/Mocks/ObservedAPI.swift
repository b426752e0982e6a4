import Foundation

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real API, sensed by Subclass and Override Method on `loadTask`: it counts the requests
/// it starts and the answers it has handed to the app, so a test knows when the app is done.
final class ObservedAPI: API {
    private(set) var started = 0
    private(set) var delivered = 0

    var isSettled: Bool { started == delivered }

    override func loadTask<T: Decodable>(
        request: URLRequest, success: ((T) -> Void)?, failure: ((Error) -> Void)?
    ) -> URLSessionTask {
        started += 1
        return super.loadTask(
            request: request,
            success: { (value: T) in
                success?(value)
                self.delivered += 1
            },
            failure: { error in
                failure?(error)
                self.delivered += 1
            })
    }
}
