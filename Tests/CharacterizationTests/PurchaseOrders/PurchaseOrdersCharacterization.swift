import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("Purchase orders screen") @MainActor
    struct PurchaseOrdersScreen {
        @Test("totals an order by its last line only")
        func purchaseOrders_totalCountsOnlyTheLastLine() async throws {
            let app = try await MyBizApp.onTab("Purchase Orders")
            defer { app.close() }

            let first = try #require(
                try Payload.purchases.decoded(as: [PurchaseOrder].self).first {
                    $0.poNumber == 1001
                })
            let lastLine = try #require(first.lines.last)
            #expect(first.lines.count == 2)
            #expect(String(format: "%.2f", Double(lastLine.quantity) * lastLine.cost) == "249.90")
            #expect(app.screen.contains("PO #1001 – 03/28/2019 | $249.90"))
        }
    }

    @Suite("New purchase order screen") @MainActor
    struct NewPurchaseOrderScreen {
        func newOrder(routes: [String: FakeMyBizServer.Response] = [:]) async throws -> MyBizApp {
            let app = try await MyBizApp.onTab("Purchase Orders", routes: routes)
            await app.tapBarButton("+")
            return app
        }

        @Test("numbers the order after the highest one and lists the products to choose from")
        func form() async throws {
            let app = try await newOrder()
            defer { app.close() }

            expectScreen(app, matches: "newPurchaseOrder.form")
        }

        @Test("ticks the product tapped")
        func productSelected() async throws {
            let app = try await newOrder()
            defer { app.close() }

            await app.selectRow(containing: "Quinjet fuel")

            expectScreen(app, matches: "newPurchaseOrder.productSelected")
        }

        @Test("refuses to submit without a product")
        func missingProduct() async throws {
            let app = try await newOrder()
            defer { app.close() }

            app.type("3", into: "Quantity")
            await app.tap("Submit")

            expectScreen(app, matches: "newPurchaseOrder.missingProduct")
            #expect(!app.server.requests.contains { $0.route == "POST /api/purchases" })
        }

        @Test(
            "refuses a quantity that is not a whole number above zero",
            arguments: ["", "0", "-2", "2.5", "three"])
        func invalidQuantity(quantity: String) async throws {
            let app = try await newOrder()
            defer { app.close() }

            await app.selectRow(containing: "Quinjet fuel")
            app.type(quantity, into: "Quantity")
            await app.tap("Submit")

            #expect(app.alert?.title == "Invalid Quantity")
            #expect(app.alert?.message == "Enter a whole number above zero.")
            #expect(!app.server.requests.contains { $0.route == "POST /api/purchases" })
        }

        @Test("submits, then goes back to the list, which loads again")
        func submitted() async throws {
            let app = try await newOrder()
            defer { app.close() }

            await app.selectRow(containing: "Quinjet fuel")
            app.type("3", into: "Quantity")
            let before = app.server.requests.count
            await app.tap("Submit")

            expectScreen(app, matches: "newPurchaseOrder.submitted")
            // Reports are pinned by the request tests; this one follows the order's requests.
            let afterSubmit = app.server.requests.dropFirst(before).map(\.route)
                .filter { $0 != "POST /api/analytics" }
            #expect(Array(afterSubmit.prefix(2)) == ["POST /api/purchases", "GET /api/purchases"])
            #expect(
                afterSubmit.dropFirst(2).sorted() == ["GET /api/products", "GET /api/purchases"])
        }

        @Test("shows the server's reason and stays on the form when submitting fails")
        func submitFailed() async throws {
            let app = try await newOrder(routes: [
                "POST /api/purchases": try .payload(.errorServer, status: 500)
            ])
            defer { app.close() }

            await app.selectRow(containing: "Quinjet fuel")
            app.type("3", into: "Quantity")
            await app.tap("Submit")

            expectScreen(app, matches: "newPurchaseOrder.submitFailed")
        }

        @Test("says something went wrong when the server's answer to a submit is not JSON")
        func submitFailedWithoutAReason() async throws {
            let app = try await newOrder(routes: [
                "POST /api/purchases": .init(status: 502, body: Data("Bad Gateway".utf8))
            ])
            defer { app.close() }

            await app.selectRow(containing: "Quinjet fuel")
            app.type("3", into: "Quantity")
            await app.tap("Submit")

            #expect(app.alert?.title == "Could not submit")
            #expect(app.alert?.message == "Something went wrong.")
            #expect(app.screen.contains("PO #1004"), "still on the form:\n\(app.screen)")
        }
    }
}
