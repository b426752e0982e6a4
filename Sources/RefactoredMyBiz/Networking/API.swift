import Foundation
import MiniUIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

protocol RequestSender {
    func send<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    )
}

/// The sender an API makes for itself: its own `loadTask`, started at once. It holds the API
/// weakly, so the API does not keep itself alive.
struct LoadTaskSender: RequestSender {
    weak var api: API?

    func send<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    ) {
        api?.loadTask(request: request, success: success, failure: failure).resume()
    }
}

/// The answers of the API's delegate requests, a role a resource: a delegate adopts the roles
/// whose answers it uses, and is given only those.
protocol AnnouncementsDelegate: AnyObject {
    func announcementsFailed(error: Error)
    func announcementsLoaded(announcements: [Announcement])
}

protocol OrgChartDelegate: AnyObject {
    func orgFailed(error: Error)
    func orgLoaded(org: [Employee])
}

protocol ProductsDelegate: AnyObject {
    func productsFailed(error: Error)
    func productsLoaded(products: [Product])
}

protocol PurchasesDelegate: AnyObject {
    func purchasesFailed(error: Error)
    func purchasesLoaded(purchases: [PurchaseOrder])
}

protocol UserDelegate: AnyObject {
    func userFailed(error: Error)
    func userLoaded(user: UserInfo)
}

class API {
    let server: String
    /// The session every request goes through: the API makes its own, and a test may supersede it.
    var session = URLSession(configuration: .default)
    var token: Token?
    lazy var sender: RequestSender = LoadTaskSender(api: self)
    /// Told of each report that could not be sent; it writes to the console unless replaced.
    var analyticsFailed: (Report, Error) -> Void = { report, error in
        print("Analytics: the report \(report.name) was not sent: \(error.localizedDescription)")
    }
    /// Whoever asked last; it is given each answer whose role it adopts.
    weak var delegate: AnyObject?

    init(server: String = UIApplication.appDelegate.configuration.server) {
        self.server = server
    }

    func login(
        username: String, password: String, completion: @escaping (Result<Token, Error>) -> Void
    ) {
        var urlRequest = request(to: "api/users/login")
        urlRequest.httpMethod = "POST"
        let data = "\(username):\(password)".data(using: .utf8)!
        let basic = "Basic \(data.base64EncodedString())"
        urlRequest.addValue(basic, forHTTPHeaderField: "Authorization")

        let task = loadTask(
            request: urlRequest,
            success: { (token: Token) in
                self.token = token
                completion(.success(token))
            },
            failure: { error in
                completion(.failure(error))
            })
        task.resume()
    }

    func logout() {
        token = nil
        delegate = nil
    }

    func getAnnouncements() {
        let urlRequest = authorizedRequest("api/announcements")

        let task = loadTask(
            request: urlRequest,
            success: { (items: [Announcement]) in
                (self.delegate as? AnnouncementsDelegate)?.announcementsLoaded(announcements: items)
            },
            failure: { error in
                (self.delegate as? AnnouncementsDelegate)?.announcementsFailed(error: error)
            })
        task.resume()
    }

    func getOrgChart() {
        getOrgChart { result in
            switch result {
            case .success(let employees):
                (self.delegate as? OrgChartDelegate)?.orgLoaded(org: employees)
            case .failure(let error): (self.delegate as? OrgChartDelegate)?.orgFailed(error: error)
            }
        }
    }

    func getOrgChart(completion: @escaping (Result<[Employee], Error>) -> Void) {
        let urlRequest = authorizedRequest("api/employees")

        let task = loadTask(
            request: urlRequest,
            success: { (employees: [Employee]) in
                completion(.success(employees))
            },
            failure: { error in
                completion(.failure(error))
            })
        task.resume()
    }

    func getProducts() {
        let urlRequest = authorizedRequest("api/products")

        let task = loadTask(
            request: urlRequest,
            success: { (products: [Product]) in
                (self.delegate as? ProductsDelegate)?.productsLoaded(products: products)
            },
            failure: { error in
                (self.delegate as? ProductsDelegate)?.productsFailed(error: error)
            })
        task.resume()
    }

    func getPurchases() {
        let urlRequest = authorizedRequest("api/purchases")

        let task = loadTask(
            request: urlRequest,
            success: { (purchases: [PurchaseOrder]) in
                (self.delegate as? PurchasesDelegate)?.purchasesLoaded(purchases: purchases)
            },
            failure: { error in
                (self.delegate as? PurchasesDelegate)?.purchasesFailed(error: error)
            })
        task.resume()
    }

    func getUser(id: String) {
        let urlRequest = authorizedRequest("api/users/\(id)")

        let task = loadTask(
            request: urlRequest,
            success: { (user: UserInfo) in
                (self.delegate as? UserDelegate)?.userLoaded(user: user)
            },
            failure: { error in
                (self.delegate as? UserDelegate)?.userFailed(error: error)
            })
        task.resume()
    }

    func submitPO(po: PurchaseOrder) throws {
        sender.send(
            request: try jsonPost(po, to: "api/purchases"),
            success: { (_: PurchaseOrder) in
                // A successful submit reloads the list and answers through purchasesLoaded.
                self.getPurchases()
            },
            failure: { error in
                (self.delegate as? PurchasesDelegate)?.purchasesFailed(error: error)
            })
    }

    /// A GET of `path` on the server, with no authorization: where every request starts, the
    /// login's too.
    func request(to path: String) -> URLRequest {
        URLRequest(url: URL(string: server + path)!)
    }

    /// A request for `path` on the server, with the Bearer token once there is one: a GET as it
    /// is, and the start of every POST.
    func authorizedRequest(_ path: String) -> URLRequest {
        var request = self.request(to: path)
        if let token = token?.token {
            request.addValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// A POST of `body` as JSON to `path` on the server, with the Bearer token once there is one.
    func jsonPost<Body: Encodable>(_ body: Body, to path: String) throws -> URLRequest {
        var request = authorizedRequest(path)
        request.addValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        let coder = JSONEncoder()
        coder.dateEncodingStrategy = .iso8601
        let data = try coder.encode(body)
        request.httpBody = data
        return request
    }

    func loadTask<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    ) -> URLSessionTask {
        let task = session.dataTask(with: request) { data, _, error in
            let result = LoadAnswer<T>(data: data, error: error).result()
            DispatchQueue.main.async {
                switch result {
                case .success(let value): success?(value)
                case .failure(let error): failure?(error)
                }
            }
        }
        return task
    }

    /// The answer `loadTask` reads, broken out of its closure: the data and the error are
    /// stored, and reading them is a query a test calls with plain data. The HTTP status is
    /// never looked at.
    struct LoadAnswer<T: Decodable> {
        let data: Data?
        let error: Error?

        func result() -> Result<T, Error> {
            if let error = error { return .failure(error) }
            guard let data = data else { return .failure(URLError(.badServerResponse)) }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            do {
                return .success(try decoder.decode(T.self, from: data))
            } catch {
                return .failure((try? decoder.decode(APIError.self, from: data)) ?? error)
            }
        }
    }
}
