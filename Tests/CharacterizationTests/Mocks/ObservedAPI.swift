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
/// it starts and the answers it has handed to the app, so a test knows when the app is done,
/// and it keeps their tasks, so a test knows at once of a request that was never sent.
final class ObservedAPI: API {
    private(set) var started = 0
    private(set) var delivered = 0
    private var tasks: [(request: URLRequest, task: URLSessionTask, handled: Bool)] = []
    /// Called on the main queue after the app has handled each answer.
    var onDelivery: (() -> Void)?

    var isSettled: Bool { started == delivered }

    /// A request the app made but never sent: its task was never resumed. Seen once the code
    /// that made it has returned, since the app resumes a task where it makes it.
    var neverSent: String? {
        tasks.first { $0.task.state == .suspended }.map { Self.name($0.request) }
    }

    /// The requests whose answers the app has not handled yet, as "GET /api/events".
    var unanswered: [String] {
        tasks.filter { !$0.handled }.map { Self.name($0.request) }
    }

    private static func name(_ request: URLRequest) -> String {
        "\(request.httpMethod ?? "GET") \(request.url?.path ?? "?")"
    }

    override func loadTask<T: Decodable>(
        request: URLRequest, success: ((T) -> Void)?, failure: ((Error) -> Void)?
    ) -> URLSessionTask {
        started += 1
        let index = tasks.count
        let task = super.loadTask(
            request: request,
            success: { (value: T) in
                success?(value)
                self.handled(index)
            },
            failure: { error in
                failure?(error)
                self.handled(index)
            })
        tasks.append((request, task, false))
        return task
    }

    /// The answer to the `index`th request was handled. The API answers on the main queue,
    /// after `loadTask` has returned, so the request is in `tasks` by then.
    private func handled(_ index: Int) {
        if tasks.indices.contains(index) { tasks[index].handled = true }
        delivered += 1
        onDelivery?()
    }
}
