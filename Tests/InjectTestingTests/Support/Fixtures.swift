import Inject

/// A dependency with identity and a mutable mark, to see which test an instance belongs to.
@MainActor
final class Tally {
    var owner: Int?
}

protocol Payments: Sendable {
    var isFake: Bool { get }
}

struct FakePayments: Payments {
    var isFake: Bool { true }
}

extension DefaultValues {
    var traitGreeting: String { "default" }
    var traitNumber: Int { 0 }
    var isolatedValue: Int { -1 }
    @MainActor var isolatedShared: Tally { Tally() }
    @MainActor var isolatedPermanent: Tally { Tally() }
    var unimplementedPayments: any Payments { unimplemented(FakePayments()) }
}

extension DefaultValues {
    var xctestGreeting: String { "default" }
    @MainActor var xctestTally: Tally { Tally() }
}
