/// What a new MyBiz server holds: a small company, its people, its week and its orders. Dates
/// are days from the server's today and minutes past midnight UTC, so the calendar always has
/// something on today, as the book's server does.
enum SampleData {
    struct Login: Sendable {
        let email: String
        let password: String
        let user: Records.User
    }

    /// The login screen's sample credentials log in as Coulson.
    static let logins = [
        Login(
            email: "agent@shield.org", password: "hailHydra",
            user: .init(
                id: "Coulson", givenName: "Phil", familyName: "Coulson",
                email: "agent@shield.org", role: "Agent", region: "NY")),
        Login(
            email: "director@shield.org", password: "eyepatch",
            user: .init(
                id: "Fury", givenName: "Nick", familyName: "Fury", email: "director@shield.org",
                role: "Director", region: "ON")),
    ]

    struct Dated<Value: Sendable>: Sendable {
        let day: Int
        let minute: Int
        let value: Value
    }

    static let announcements: [Dated<(id: String, message: String)>] = [
        .init(
            day: -6, minute: 540,
            value: ("A1", "Quarterly all-hands moves to the helicarrier deck.")),
        .init(
            day: -1, minute: 930,
            value: ("A2", "New expense policy: receipts are required for every claim.")),
        .init(day: -3, minute: 495, value: ("A3", "The cafeteria now serves Shawarma on Fridays.")),
    ]

    static let employees: [Records.Employee] = [
        .init(
            id: "Fury", givenName: "Nick", familyName: "Fury", location: "Triskelion",
            manager: nil, directReports: [], birthday: nil),
        .init(
            id: "Coulson", givenName: "Phil", familyName: "Coulson", location: "The Playground",
            manager: "Fury", directReports: [], birthday: "07-08-1964"),
        .init(
            id: "Cap", givenName: "Steve", familyName: "Rogers", location: "Brooklyn",
            manager: "Fury", directReports: [], birthday: "07-04-1920"),
        .init(
            id: "Wasp", givenName: "Janet", familyName: "van Dyne", location: "San Francisco",
            manager: "Fury", directReports: [], birthday: nil),
        .init(
            id: "Falcon", givenName: "Sam", familyName: "Wilson", location: "Harlem",
            manager: "Cap", directReports: [], birthday: "09-23-1978"),
    ]

    static let events: [Dated<(name: String, type: String, duration: Double)>] = [
        .init(day: -2, minute: 600, value: ("Debrief", "Meeting", 1800)),
        .init(day: 0, minute: 720, value: ("Alien invasion", "Appointment", 3600)),
        .init(day: 0, minute: 1050, value: ("Interview with Hydra", "Appointment", 1800)),
        .init(day: 1, minute: 540, value: ("Staff meeting", "Meeting", 3600)),
        .init(day: 4, minute: 0, value: ("Founders' Day", "Domestic Holiday", 86400)),
        .init(day: 7, minute: 840, value: ("Panic attack", "Meeting", 3600)),
        .init(day: 9, minute: 0, value: ("Day off", "Day Off", 86400)),
    ]

    /// A product and its commercial terms; a promotion runs from one day to another, counted
    /// from the server's today.
    struct Offer: Sendable {
        let product: Records.Product
        let promotion: (percentOff: Double, startDay: Int, endDay: Int)?
    }

    static let products: [Offer] = [
        .init(
            product: .init(
                id: "P100", name: "Vibranium shield", cost: 1250.0,
                supplier: "Wakanda Design Group", contractPrice: 1100.0, contractMinimum: 8),
            promotion: (5, 3, 10)),
        .init(
            product: .init(
                id: "P200", name: "Quinjet fuel (barrel)", cost: 310.5,
                supplier: "Stark Industries"),
            promotion: (12, -3, 4)),
        .init(
            product: .init(
                id: "P300", name: "Web cartridges (box)", cost: 24.99, supplier: "Parker Supply"),
            promotion: (8, -7, 20)),
    ]

    static let purchases: [Dated<(poNumber: Int, lines: [Records.LineItem])>] = [
        .init(
            day: -14, minute: 600,
            value: (
                1001,
                [
                    .init(productId: "P100", quantity: 2, cost: 1250.0),
                    .init(productId: "P300", quantity: 10, cost: 24.99),
                ]
            )),
        .init(
            day: -8, minute: 860,
            value: (1002, [.init(productId: "P200", quantity: 4, cost: 310.5)])),
        .init(
            day: -2, minute: 485,
            value: (1003, [.init(productId: "P300", quantity: 3, cost: 24.99)])),
    ]
}
