import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension API: AnalyticsAPI {
    func sendReport(report: Report) {
        try? logAnalytics(analytics: report) { _ in }
    }
}

extension API {
    func logAnalytics(
        analytics: Report,
        completion: @escaping (Result<Report, Error>) -> Void
    ) throws {
        sender.send(
            request: try jsonPost(analytics, to: "api/analytics"),
            success: { savedEvent in
                completion(.success(savedEvent))
            },
            failure: { error in
                completion(.failure(error))
            })
    }
}
