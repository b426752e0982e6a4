import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension API: AnalyticsAPI {
    /// Sends `report`, and tells `analyticsFailed` when it cannot be sent.
    func sendReport(report: Report) {
        let failed = analyticsFailed
        do {
            try logAnalytics(analytics: report) { result in
                if case .failure(let error) = result { failed(report, error) }
            }
        } catch {
            failed(report, error)
        }
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
