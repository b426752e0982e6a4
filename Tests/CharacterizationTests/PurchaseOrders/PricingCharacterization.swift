import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    /// The new purchase order form's pricing: what `recalculate()` shows for what is typed,
    /// sensed through the form's labels, and what a submit sends.
    @Suite("Pricing on the new purchase order form") @MainActor
    struct Pricing {
        static let regions = ["NY", "ON", "FL"]
        static let products = ["Vibranium shield", "Quinjet fuel", "Web cartridges"]
        static let quantities = ["1", "7", "8", "10", "50", "51", "100"]
        static let days = ["03/24/2019", "04/01/2019", "04/14/2019", "04/15/2019", "04/20/2019"]

        func newOrder() async throws -> MyBizApp {
            let app = try await MyBizApp.onTab("Purchase Orders")
            await app.tapBarButton("+")
            return app
        }

        /// What the form shows once its total is brought up to date: every label but the
        /// order's number, and the submit button's title when it is not the plain one.
        func priced(_ app: MyBizApp) -> String {
            let screen = app.screen
            let labels = screen.split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("Label: ") && !$0.hasPrefix("Label: PO #") }
                .map { String($0.dropFirst("Label: ".count)) }
            let button = screen.contains("[Submit for Approval]") ? ["[Submit for Approval]"] : []
            return (labels + button).joined(separator: " | ")
        }

        func price(
            _ app: MyBizApp, region: String, product: String?, quantity: String, day: String
        ) async -> String {
            UserDefaults.standard.set(region, forKey: "userRegion")
            if let product { await app.selectRow(containing: product) }
            app.type(quantity, into: "Quantity")
            app.type(day, into: "Deliver by (MM/DD/YYYY)")
            await app.tap("Update Total")
            return priced(app)
        }

        /// Every combination of the inputs priced on `app`'s form and approved as `name`; the
        /// row is tapped when the product changes, as a buyer would.
        func priceAll(
            _ app: MyBizApp, _ regions: [String], _ products: [String], _ quantities: [String],
            _ days: [String], as name: String, changedBy changes: [DeclaredChange] = []
        ) async {
            var ticked = ""
            await expectAllCombinations(
                regions, products, quantities, days, as: name, changedBy: changes
            ) { region, product, quantity, day in
                let tap = product == ticked ? nil : product
                ticked = product
                return await price(app, region: region, product: tap, quantity: quantity, day: day)
            }
        }

        @Test(
            "prices every region × product × quantity × delivery day, approved as one text (a small order's handling since step 84)"
        )
        func allCombinations() async throws {
            let app = try await newOrder()
            defer { app.close() }

            await priceAll(
                app, Self.regions, Self.products, Self.quantities, Self.days,
                as: "pricing/combinations", changedBy: [.smallOrderFee])
        }

        @Test("taxes each region of its table at its own rate, and a region outside it not at all")
        func everyRegion() async throws {
            let app = try await newOrder()
            defer { app.close() }

            await priceAll(
                app, ["NY", "NJ", "CA", "TX", "WA", "ON", "FL"], ["Web cartridges"], ["20"],
                ["03/24/2019"], as: "pricing/regions")
        }

        @Test("prices one unit for the region New York until Settings has loaded the user")
        func regionBeforeSettings() async throws {
            let app = try await newOrder()
            defer { app.close() }

            await app.selectRow(containing: "Web cartridges")

            #expect(priced(app).contains("Tax (NY 8.875%)"), "\(app.screen)")
            #expect(priced(app).contains("Subtotal: $24.99"), "\(app.screen)")
        }

        @Test("takes the region and role Settings kept from the user's record")
        func regionFromSettings() async throws {
            var user = try Payload.user.decoded(as: [String: String].self)
            user["region"] = "ON"
            user["role"] = "Manager"
            let app = try await MyBizApp.onTab(
                "Settings",
                routes: ["GET /api/users/Coulson": .init(body: try JSONEncoder().encode(user))])
            defer { app.close() }
            await app.showTab("Purchase Orders")
            await app.tapBarButton("+")

            let text = await price(
                app, region: UserDefaults.standard.string(forKey: "userRegion") ?? "(none)",
                product: "Vibranium shield", quantity: "10", day: "03/24/2019")

            #expect(text.contains("Tax (ON 13%)"), "\(text)")
            #expect(text.hasSuffix(" | Approved by you as a manager."), "\(text)")
            #expect(!text.contains("[Submit for Approval]"), "\(text)")
        }

        @Test("says what is wrong with the quantity or the day, beside the price it can give")
        func messages() async throws {
            let app = try await newOrder()
            defer { app.close() }

            var seen: [String] = []
            for (quantity, day) in [
                ("", "04/01/2019"), ("0", "04/01/2019"), ("ten", "04/01/2019"),
                ("600", "04/01/2019"), ("3", "1 April 2019"),
            ] {
                let text = await price(
                    app, region: "NY", product: "Quinjet fuel", quantity: quantity, day: day)
                seen.append("\"\(quantity)\", \"\(day)\" => \(text)")
            }
            expectApproved(seen.joined(separator: "\n") + "\n", as: "pricing/messages")
        }

        @Test("asks before sending an order above the limit, then sends a cost priced a second way")
        func approval() async throws {
            let app = try await newOrder()
            defer { app.close() }

            _ = await price(
                app, region: "NY", product: "Vibranium shield", quantity: "50", day: "03/24/2019")
            #expect(priced(app).contains("Discount: contract with Wakanda Design Group"))
            await app.tap("Submit for Approval")
            #expect(app.alert?.title == "Manager Approval")
            #expect(
                app.alert?.message
                    == "This order waits for a manager before it goes to Wakanda Design Group.")
            await app.tapAlertButton("Cancel")
            #expect(!app.server.requests.contains { $0.route == "POST /api/purchases" })

            await app.tap("Submit for Approval")
            await app.tapAlertButton("Send")

            let sent = try #require(app.server.requests.last { $0.route == "POST /api/purchases" })
            let order = try JSONSerialization.jsonObject(with: sent.body) as? [String: Any]
            let line = try #require((order?["lines"] as? [[String: Any]])?.first)
            // The screen priced the shield at its contract price, 1,100.00; the order sent
            // carries the list price less the 10% tier the screen does not give at 50.
            #expect(line["cost"] as? Double == 1125)
            #expect(line["quantity"] as? Int == 50)
        }

        @Test(
            "calls a contract's supplier 'supplier', and the one who waits 'the supplier', when the product names none"
        )
        func contractWithoutASupplier() async throws {
            let unnamed =
                #"[{"id": "P900", "name": "Cosmic cube", "cost": 4000.0, "contractPrice": 3000.0}]"#
            let app = try await MyBizApp.onTab(
                "Purchase Orders", routes: ["GET /api/products": .init(body: Data(unnamed.utf8))])
            defer { app.close() }
            await app.tapBarButton("+")

            let text = await price(
                app, region: "NY", product: "Cosmic cube", quantity: "5", day: "03/24/2019")
            await app.tap("Submit for Approval")

            #expect(text.contains("Discount: contract with supplier"), "\(text)")
            #expect(
                app.alert?.message
                    == "This order waits for a manager before it goes to the supplier.")
        }

        @Test("refuses to submit a delivery day it cannot read")
        func invalidDay() async throws {
            let app = try await newOrder()
            defer { app.close() }

            _ = await price(
                app, region: "NY", product: "Quinjet fuel", quantity: "3", day: "tomorrow")
            await app.tap("Submit")

            #expect(app.alert?.title == "Invalid Date")
            #expect(app.alert?.message == "Use MM/DD/YYYY for the delivery date.")
            #expect(!app.server.requests.contains { $0.route == "POST /api/purchases" })
        }

        @Test("keeps a draft of the order, which the form for the same number opens with")
        func draft() async throws {
            let app = try await newOrder()
            defer { app.close() }

            let before = await price(
                app, region: "NY", product: "Quinjet fuel", quantity: "12", day: "04/02/2019")
            await app.goBack()
            await app.tapBarButton("+")

            #expect(app.screen.contains("Field \"Quantity\": 12"), "\(app.screen)")
            #expect(app.screen.contains("Quinjet fuel (barrel) | $310.50 ✓"), "\(app.screen)")
            #expect(priced(app) == before)
        }

        @Test("Start Over clears the form, its prices, its submit button's title and its draft")
        func startOver() async throws {
            let app = try await newOrder()
            defer { app.close() }

            _ = await price(
                app, region: "NY", product: "Vibranium shield", quantity: "12", day: "04/02/2019")
            await app.tap("Start Over")

            #expect(priced(app) == "")
            #expect(!app.screen.contains("✓"), "\(app.screen)")
            #expect(app.screen.contains("Field: <Quantity>"), "\(app.screen)")
            #expect(app.screen.contains("Field: <Deliver by (MM/DD/YYYY)>"), "\(app.screen)")
            #expect(app.screen.contains("Button: [Submit]"), "\(app.screen)")
            #expect(UserDefaults.standard.object(forKey: "poDraft") == nil)
        }

        @Test(
            "sends the cost the quantity tiers alone make, 50 included, whatever the screen showed")
        func submittedCosts() async throws {
            let app = try await newOrder()
            defer { app.close() }

            var sent: [String] = []
            for quantity in ["3", "10", "50", "100"] {
                _ = await price(
                    app, region: "NY", product: "Web cartridges", quantity: quantity,
                    day: "04/02/2019")
                let before = app.server.requests.count
                await app.tap("Submit")
                let order = try #require(
                    app.server.requests.dropFirst(before).first {
                        $0.route == "POST /api/purchases"
                    })
                let json = try JSONSerialization.jsonObject(with: order.body) as? [String: Any]
                let line = try #require((json?["lines"] as? [[String: Any]])?.first)
                sent.append(quantity + ": " + String(format: "%.4f", line["cost"] as? Double ?? -1))
                await app.tapBarButton("+")
            }
            // The screen priced these with the 8 % promotion running on 04/02 and no tier at 50.
            #expect(sent == ["3: 24.9900", "10: 23.7405", "50: 22.4910", "100: 21.2415"])
        }

        @Test("prices an order again before sending it when the last Update Total was refused")
        func submitAfterARefusedQuantity() async throws {
            let app = try await newOrder()
            defer { app.close() }

            _ = await price(
                app, region: "NY", product: "Vibranium shield", quantity: "0", day: "03/24/2019")
            app.type("10", into: "Quantity")
            await app.tap("Submit")

            #expect(app.alert?.title == "Manager Approval", "\(app.screen)")
            #expect(!app.server.requests.contains { $0.route == "POST /api/purchases" })
        }

        @Test("forgets the draft of an order once it is sent")
        func draftGoneOnceSent() async throws {
            let app = try await newOrder()
            defer { app.close() }

            _ = await price(
                app, region: "NY", product: "Quinjet fuel", quantity: "3", day: "04/02/2019")
            await app.tap("Submit")
            await app.tapBarButton("+")

            #expect(app.screen.contains("Field: <Quantity>"), "\(app.screen)")
            #expect(!app.screen.contains("✓"), "\(app.screen)")
        }
    }
}
