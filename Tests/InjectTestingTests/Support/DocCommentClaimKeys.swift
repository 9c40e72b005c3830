import Inject

// Keys of the tests that pin the behaviour the dependency graph's doc comments state.
extension DefaultValues {
    var graphOnce: String { sameInEveryContext("default") }
    var graphFirst: String { sameInEveryContext("first") }
    var graphSecond: String { sameInEveryContext("second") }
    var graphThird: String { sameInEveryContext("third") }
    var graphLeased: GraphDownloader { sameInEveryContext(GraphDownloader("leased")) }
    var graphReadByAMadeObject: String { sameInEveryContext("part") }
    @MainActor var graphMakesAReader: GraphPartReader {
        let reader = GraphPartReader()
        _ = reader.part
        return reader
    }
}

/// An object that a default makes and whose point it reads while it runs.
@MainActor final class GraphPartReader {
    @Injected(\.graphReadByAMadeObject) var part
}

extension DefaultValues {
    var graphLater: String { sameInEveryContext("later") }
}

// Keys of `unimplemented(_:)`'s doc comment.
extension DefaultValues {
    var unimplementedInsidePermanent: any Payments { permanent { unimplemented(FakePayments()) } }
}

// Keys of the trait's doc comments.
extension DefaultValues {
    var lazilyMadeTraitValue: Mark { sameInEveryContext(Mark()) }
}

/// Counts the values that one test's trait made, to see when the trait makes its value.
enum LazilyMadeTraitValue {
    static let made = Locked(0)

    static func make() -> Mark {
        made.withLock { $0 += 1 }
        return Mark()
    }
}

// Keys of InjectedTestCase's doc comments.
extension DefaultValues {
    /// Nonisolated, so that `overrides` can name it; defaults run on the main actor.
    var xctestScreen: XCTestScreen { MainActor.assumeIsolated { XCTestScreen() } }
}

/// An object among an `InjectedTestCase`'s overrides, to see which frame it resolves in.
@MainActor final class XCTestScreen {
    @Injected(\.xctestGreeting) var greeting
}

// Keys of a trait's value that resolves a dependency while it is made.
struct TraitBuilt: Sendable {
    let part: String

    /// Made by a trait, in the test's frame on the main actor, where a point first needs it.
    static func make() -> TraitBuilt { MainActor.assumeIsolated { TraitBuilt(part: resolve(\.traitBuiltPart)) } }
}

extension DefaultValues {
    var traitBuilt: TraitBuilt { sameInEveryContext(TraitBuilt(part: "default")) }
    var traitBuiltPart: String { sameInEveryContext("part") }
}

// Keys of `injecting(_:)`'s doc comment: an object that a trait's configuration makes.
extension DefaultValues {
    var traitConfiguredScreen: TraitConfiguredScreen { sameInEveryContext(TraitConfiguredScreen()) }
    var traitConfiguredPart: String { sameInEveryContext("default") }
}

/// An object a trait's configuration makes, with an injection point kept as a `Sendable` value.
final class TraitConfiguredScreen: Sendable {
    let part = Injected(\.traitConfiguredPart)
}

// The defaults above are test doubles, as right in a test as anywhere: they say so with
// `sameInEveryContext`, which strict tests (every test the InjectTesting trait isolates) accept.
