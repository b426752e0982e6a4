import Foundation
import Testing

@testable import WorkbenchKit

@Suite("Who the room takes a result from")
struct RoomAdmissionTests {
    let noon = Date(timeIntervalSince1970: 1_800_000_000)

    /// The refusals of `count` results from `names(i)`, all at `at`.
    private func send(
        _ count: Int, to admission: inout RoomAdmission, at: Date, _ names: (Int) -> String
    ) -> [RoomAdmission.Refusal?] {
        (0..<count).map { admission.admit(names($0), at: at) }
    }

    @Test("a learner may send a burst, then one result every two seconds")
    func flood() {
        var admission = RoomAdmission()

        let burst = send(31, to: &admission, at: noon) { _ in "Ada" }
        let later = send(2, to: &admission, at: noon + 2) { _ in "Ada" }

        #expect(burst.prefix(30).allSatisfy { $0 == nil })
        #expect(burst.last == .flood)
        #expect(later == [nil, .flood])
        #expect(admission.admit("Grace", at: noon + 2) == nil, "another learner is served")
    }

    @Test("a whole class arrives at once; a flood of new names waits its turn, known ones do not")
    func newcomers() {
        var admission = RoomAdmission()
        #expect(admission.admit("Ada", at: noon) == nil)

        let arrivals = send(201, to: &admission, at: noon + 1) { "learner \($0)" }

        #expect(arrivals.prefix(200).allSatisfy { $0 == nil })
        #expect(arrivals.last == .newcomers)
        #expect(admission.admit("Ada", at: noon + 1) == nil, "a learner already here is served")
        #expect(admission.admit("learner 0", at: noon + 1) == nil)
        #expect(admission.admit("Grace", at: noon + 2) == nil, "one new name a second after that")
        #expect(admission.admit("Linus", at: noon + 2) == .newcomers)
    }

    @Test("a learner quiet for a minute is forgotten, full again, so the buckets kept stay few")
    func forgetting() {
        var admission = RoomAdmission()
        _ = send(30, to: &admission, at: noon) { _ in "Ada" }
        _ = send(100, to: &admission, at: noon + 30) { "learner \($0)" }
        #expect(admission.kept == 101)

        let grace = admission.admit("Grace", at: noon + 60)
        let keptAfterGrace = admission.kept
        let ada = send(31, to: &admission, at: noon + 60) { _ in "Ada" }

        #expect(grace == nil)
        #expect(keptAfterGrace == 101, "Ada, quiet for a minute, forgotten when Grace arrived")
        #expect(ada.prefix(30).allSatisfy { $0 == nil } && ada.last == .flood)
        #expect(admission.kept == 102, "Ada back, as a newcomer with a full bucket")
        #expect(admission.admit("Linus", at: noon + 121) == nil)
        #expect(admission.kept == 1, "all but Linus quiet for a minute")
    }
}
