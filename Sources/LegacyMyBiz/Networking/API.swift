import Foundation
import MiniUIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

protocol APIDelegate: AnyObject {
    func loginFailed(error: Error)
    func loginSucceeded(userId: String)
    func announcementsFailed(error: Error)
    func announcementsLoaded(announcements: [Announcement])
    func orgFailed(error: Error)
    func orgLoaded(org: [Employee])
    func eventsFailed(error: Error)
    func eventsLoaded(events: [Event])
    func productsFailed(error: Error)
    func productsLoaded(products: [Product])
    func purchasesFailed(error: Error)
    func purchasesLoaded(purchases: [PurchaseOrder])
    func userFailed(error: Error)
    func userLoaded(user: UserInfo)
}

class API {
    let server: String
    let session: URLSession
    var token: Token?
    weak var delegate: APIDelegate?

    init() {
        server = UIApplication.appDelegate.configuration.server
        session = URLSession(configuration: .default)
    }

    func login(username: String, password: String) {
        let eventsEndpoint = server + "api/users/login"
        let eventsURL = URL(string: eventsEndpoint)!
        var urlRequest = URLRequest(url: eventsURL)
        urlRequest.httpMethod = "POST"
        let data = "\(username):\(password)".data(using: .utf8)!
        let basic = "Basic \(data.base64EncodedString())"
        urlRequest.addValue(basic, forHTTPHeaderField: "Authorization")

        let task = loadTask(
            request: urlRequest,
            success: { (token: Token) in
                self.handleToken(token: token)
            },
            failure: { error in
                self.delegate?.loginFailed(error: error)
            })
        task.resume()
    }

    func handleToken(token: Token) {
        self.token = token
        UIApplication.appDelegate.userId = token.userID
        delegate?.loginSucceeded(userId: token.userID)
    }

    func logout() {
        token = nil
        delegate = nil
        UIApplication.appDelegate.showLogin()
    }

    func getAnnouncements() {
        let announcementsEndpoint = server + "api/announcements"
        let announcementsURL = URL(string: announcementsEndpoint)!
        var urlRequest = URLRequest(url: announcementsURL)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            urlRequest.addValue(bearer, forHTTPHeaderField: "Authorization")
        }

        let task = loadTask(
            request: urlRequest,
            success: { (items: [Announcement]) in
                self.delegate?.announcementsLoaded(announcements: items)
            },
            failure: { error in
                self.delegate?.announcementsFailed(error: error)
            })
        task.resume()
    }

    func getOrgChart() {
        let employeesEndpoint = server + "api/employees"
        let employeesURL = URL(string: employeesEndpoint)!
        var urlRequest = URLRequest(url: employeesURL)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            urlRequest.addValue(bearer, forHTTPHeaderField: "Authorization")
        }

        let task = loadTask(
            request: urlRequest,
            success: { (employees: [Employee]) in
                self.delegate?.orgLoaded(org: employees)
            },
            failure: { error in
                self.delegate?.orgFailed(error: error)
            })
        task.resume()
    }

    func getEvents() {
        let eventsEndpoint = server + "api/events"
        let eventsURL = URL(string: eventsEndpoint)!
        var urlRequest = URLRequest(url: eventsURL)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            urlRequest.addValue(bearer, forHTTPHeaderField: "Authorization")
        }

        let task = loadTask(
            request: urlRequest,
            success: { (events: [Event]) in
                self.delegate?.eventsLoaded(events: events)
            },
            failure: { error in
                self.delegate?.eventsFailed(error: error)
            })
        task.resume()
    }

    func getProducts() {
        let productsEndpoint = server + "api/products"
        let productsURL = URL(string: productsEndpoint)!
        var urlRequest = URLRequest(url: productsURL)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            urlRequest.addValue(bearer, forHTTPHeaderField: "Authorization")
        }

        let task = loadTask(
            request: urlRequest,
            success: { (products: [Product]) in
                self.delegate?.productsLoaded(products: products)
            },
            failure: { error in
                self.delegate?.productsFailed(error: error)
            })
        task.resume()
    }

    func getPurchases() {
        let purchasesEndpoint = server + "api/purchases"
        let purchasesURL = URL(string: purchasesEndpoint)!
        var urlRequest = URLRequest(url: purchasesURL)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            urlRequest.addValue(bearer, forHTTPHeaderField: "Authorization")
        }

        let task = loadTask(
            request: urlRequest,
            success: { (purchases: [PurchaseOrder]) in
                self.delegate?.purchasesLoaded(purchases: purchases)
            },
            failure: { error in
                self.delegate?.purchasesFailed(error: error)
            })
        task.resume()
    }

    func getUser(id: String) {
        let userEndpoint = server + "api/users/\(id)"
        let userURL = URL(string: userEndpoint)!
        var urlRequest = URLRequest(url: userURL)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            urlRequest.addValue(bearer, forHTTPHeaderField: "Authorization")
        }

        let task = loadTask(
            request: urlRequest,
            success: { (user: UserInfo) in
                self.delegate?.userLoaded(user: user)
            },
            failure: { error in
                self.delegate?.userFailed(error: error)
            })
        task.resume()
    }

    func submitPO(po: PurchaseOrder) throws {
        let url = URL(string: server + "api/purchases")!
        var request = URLRequest(url: url)
        if let token = token?.token {
            let bearer = "Bearer \(token)"
            request.addValue(bearer, forHTTPHeaderField: "Authorization")
        }
        request.addValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        let coder = JSONEncoder()
        coder.dateEncodingStrategy = .iso8601
        let data = try coder.encode(po)
        request.httpBody = data

        let task = loadTask(
            request: request,
            success: { (_: PurchaseOrder) in
                self.getPurchases()
            },
            failure: { error in
                self.delegate?.purchasesFailed(error: error)
            })
        task.resume()
    }

    func loadTask<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    ) -> URLSessionTask {
        let task = session.dataTask(with: request) { data, _, error in
            if let error = error {
                DispatchQueue.main.async {
                    failure?(error)
                }
                return
            }
            guard let data = data else {
                DispatchQueue.main.async {
                    failure?(URLError(.badServerResponse))
                }
                return
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            do {
                let obj = try decoder.decode(T.self, from: data)
                DispatchQueue.main.async {
                    success?(obj)
                }
            } catch {
                if let apiError = try? decoder.decode(APIError.self, from: data) {
                    DispatchQueue.main.async {
                        failure?(apiError)
                    }
                } else {
                    DispatchQueue.main.async {
                        failure?(error)
                    }
                }
            }
        }
        return task
    }
}
