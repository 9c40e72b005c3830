import Inject

/// A dependency with identity and a mutable mark, to see which test an instance belongs to.
@MainActor
final class Tally {
    var owner: Int?
}

/// A `Sendable` dependency with identity and a mutable mark, that a trait can make outside the main
/// actor.
final class Mark: Sendable {
    @MainActor var owner: Int?
    init() {}
}

protocol Payments: Sendable {
    var isFake: Bool { get }
}

struct FakePayments: Payments {
    var isFake: Bool { true }
}

extension DefaultValues {
    var traitGreeting: String { sameInEveryContext("default") }
    var traitNumber: Int { sameInEveryContext(0) }
    var isolatedValue: Int { sameInEveryContext(-1) }
    @MainActor var isolatedShared: Tally { sameInEveryContext(Tally()) }
    @MainActor var isolatedPermanent: Tally { sameInEveryContext(Tally()) }
    var unimplementedPayments: any Payments { unimplemented(FakePayments()) }
}

extension DefaultValues {
    var xctestGreeting: String { sameInEveryContext("default") }
    @MainActor var xctestTally: Tally { sameInEveryContext(Tally()) }
}

extension DefaultValues {
    @MainActor var sessionTally: Tally { sameInEveryContext(Tally()) }
    var perTestMark: Mark { sameInEveryContext(Mark()) }
    var otherMark: Mark { sameInEveryContext(Mark()) }
    var strictPlain: Int { 1 }
    var strictChosen: Int { context.choose(live: 1, preview: 2, test: 3) }
    var strictComposite: Int { resolve(\.strictChosen) * 10 }
    var contextName: String { context.rawValue }
}

extension Lease {
    /// The lease the parallel isolation tests share, as an app's session would be.
    static let testSession = Lease()
}

/// A small graph: a loader whose default resolves a downloader.
final class GraphDownloader: Sendable {
    let name: String
    init(_ name: String = "live") { self.name = name }
}

final class GraphLoader: Sendable {
    let downloader: GraphDownloader
    init(downloader: GraphDownloader) { self.downloader = downloader }
}

extension DefaultValues {
    var graphDownloader: GraphDownloader { sameInEveryContext(GraphDownloader()) }
    var graphLoader: GraphLoader { GraphLoader(downloader: resolve(\.graphDownloader)) }
}

// Keys of the trait-made object tests (at the end: UnimplementedTests names a line above).
extension DefaultValues {
    var markedPair: MarkedPair { sameInEveryContext(MarkedPair()) }
    var pairMark: Mark { sameInEveryContext(Mark()) }
    var pairPart: String { sameInEveryContext("default") }
}

/// A replacement with dependencies of its own, which a trait makes: they should be the test's.
@MainActor
final class MarkedPair {
    @Injected(\.pairMark, .shared, .permanent) var shared
    @Injected(\.pairPart) var part
    @Injected(\.pairMark, .shared, until: .pairSession) var session
    nonisolated init() {}
}

extension Lease {
    /// The lease of `MarkedPair.session`, which the tests of trait-made objects end.
    static let pairSession = Lease()
}

// Keys of the strict-mode tests of defaults built from other dependencies.
extension DefaultValues {
    var strictCompositeOfShared: Int { resolve(\.strictChosen, .shared, .permanent) * 10 }
    var strictCompositeOfPlain: Int { resolve(\.strictPlain) * 10 }
    /// Built from an injection point of an object it makes, rather than from a `resolve` call.
    var strictCompositeOfPlainPoint: Int { MainActor.assumeIsolated { StrictPlainHolder().plain * 10 } }
}

/// Holds the injection point of `strictCompositeOfPlainPoint`'s part.
final class StrictPlainHolder {
    @Injected(\.strictPlain) var plain
}

// Two dependencies of one type (a stripped Linux binary names both `\.<String>`), and a default resolving one.
extension DefaultValues {
    var graphPrimaryHost: String { sameInEveryContext("primary.example.com") }
    var graphMirrorHost: String { sameInEveryContext("mirror.example.com") }
    var graphEndpoint: String { "https://" + resolve(\.graphPrimaryHost) }
}

/// A checkout service built from payments, whose test value is unimplemented.
struct CheckoutService: Sendable {
    let payments: any Payments
}

extension DefaultValues {
    var checkoutService: CheckoutService { CheckoutService(payments: resolve(\.unimplementedPayments)) }
}

/// A storefront built from a checkout service: a default two levels above an unimplemented one.
struct Storefront: Sendable {
    let checkout: CheckoutService
}

extension DefaultValues {
    var storefront: Storefront { Storefront(checkout: resolve(\.checkoutService)) }
}

/// An in-memory store, as right in a test as anywhere.
final class InMemoryStore: Sendable {}

extension DefaultValues {
    var strictSameEverywhere: InMemoryStore { sameInEveryContext(InMemoryStore()) }
    var strictSameEverywhereCounted: CountedStore { sameInEveryContext(CountedStore()) }
}

/// A store that counts the instances made of it, for the one test that resolves
/// `\.strictSameEverywhereCounted`.
final class CountedStore: Sendable {
    static let made = Locked(0)

    init() { Self.made.withLock { $0 += 1 } }
}

/// A default built from a part, and what an observer's handler resolves when it hears of the part.
final class GraphObserverLog: Sendable {}

extension DefaultValues {
    var graphObservedPart: GraphDownloader { sameInEveryContext(GraphDownloader("part")) }
    var graphObservedWhole: GraphLoader { GraphLoader(downloader: resolve(\.graphObservedPart)) }
    var graphObserverLog: GraphObserverLog { sameInEveryContext(GraphObserverLog()) }
}

/// What a strict-mode key's `permanent { }` default keeps, chosen per context.
final class StrictKept: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

extension DefaultValues {
    var strictPermanentChosen: StrictKept {
        permanent { context.choose(live: StrictKept(1), preview: StrictKept(2), test: StrictKept(3)) }
    }
    /// Resolved `.shared` + `.permanent` outside every frame by one test only.
    var keptUnimplementedPayments: any Payments { unimplemented(FakePayments()) }
}

// The defaults above are test doubles, as right in a test as anywhere: they say so with
// `sameInEveryContext`, which strict tests (every test the InjectTesting trait isolates) accept.
