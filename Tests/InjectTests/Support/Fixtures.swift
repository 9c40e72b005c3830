import Inject

/// A dependency whose instances have identity, so tests can compare them with `===`.
final class Service: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A value-type dependency that owns a class, so tests can see when the value is released.
struct Wrapped: Sendable {
    let service: Service
}

protocol Greeting: Sendable {
    var text: String { get }
}

struct Hello: Greeting {
    var text: String { "hello" }
}

struct Mock: Greeting {
    var text: String { "mock" }
}

// One key path per test, so tests running in parallel never share an instance by accident.
extension DefaultValues {
    var lazyService: Service {
        Evaluations.record("lazyService")
        return Service("lazy")
    }
    var temporaryLocal: Service { Service("temporaryLocal") }
    var temporaryLocalOnce: Service {
        Evaluations.record("temporaryLocalOnce")
        return Service("temporaryLocalOnce")
    }
    var temporaryLocalReleased: Service { Service("temporaryLocalReleased") }
    var sharedLocal: Service { Service("sharedLocal") }
    var sharedLocalReleased: Service { Service("sharedLocalReleased") }
    var injectingShared: Service { Service("injectingShared") }
    var resolvedSharedLocal: Service { Service("resolvedSharedLocal") }
    var sharedLocalValue: Wrapped { Wrapped(service: Service("sharedLocalValue")) }
    var sharedLocalExistential: any Greeting {
        Evaluations.record("sharedLocalExistential")
        return Hello()
    }
    var injectedBeforeRead: Service {
        Evaluations.record("injectedBeforeRead")
        return Service("injectedBeforeRead")
    }
    var sharedPermanent: Service { Service("sharedPermanent") }
    var temporaryPermanent: Service { Service("temporaryPermanent") }
    var separateLifespans: Service { Service("separateLifespans") }
    var spelled: Service { Service("spelled") }
    var greeting: any Greeting { Hello() }
    var structGreeting: any Greeting { Hello() }
    var overridden: Service { Service("overridden") }
    var retryCount: Int { 3 }
    var crossFile: Service { Service("crossFile") }
    var resolvedSharedPermanent: Service {
        Evaluations.record("resolvedSharedPermanent")
        return Service("resolvedSharedPermanent")
    }
    var resolvedSharedInFrame: Service { Service("resolvedSharedInFrame") }
    var resolvedSharedParallel: Service { Service("resolvedSharedParallel") }
    var resolvedSharedLocalRepeated: Service { Service("resolvedSharedLocalRepeated") }
    var resolvedSharedPerLifespan: Service { Service("resolvedSharedPerLifespan") }
}

// Keys of the override tests.
extension DefaultValues {
    var frameReplaced: Service { Service("default") }
    var frameShared: Service { Service("default") }
    var frameInherited: Service { Service("default") }
    var frameSecond: Int { 1 }
    var precedence: Service { Service("default") }
    var globallyOverridden: Service { Service("default") }
    var globallyOverriddenShared: Service { Service("default") }
    var globallyOverriddenThenRemoved: Service { Service("default") }
    var globallyOverriddenSharedLocal: Service { Service("default") }
    var globallyOverriddenPermanentDefault: Service { permanent { Service("kept") } }
    var globallyOverriddenAssembly: Assembly { Assembly() }
    var assemblyPart: Service { Service("default") }
    var neverOverridden: Service { Service("default") }
    var globallyOverriddenEverywhere: Service { Service("default") }
    var besideTheOverriddenOfItsType: Service { Service("default") }
    var besideTheOverriddenOfAnotherType: Int { 1 }
}

/// An object with a dependency of its own, made by a default or an override: its point captures the
/// frame it is made in.
final class Assembly {
    @Injected(\.assemblyPart) var part
}

extension DefaultValues {
    var contextual: String { context.choose(live: "live", preview: "preview", test: "test") }
}

// Keys of the lease tests.
extension DefaultValues {
    var sessionCart: Service { Service("cart") }
    var sessionLocal: Service { Service("local") }
    var sessionApart: Service { Service("apart") }
}

// Keys of the observation tests.
extension DefaultValues {
    var observed: Service { Service("observed") }
    var madeOnceFound: Service { Service("default") }
    var described: Service { Service("described") }
}

// Keys of the nested-dependency tests: a default built from another dependency.
final class Loader: Sendable {
    let service: Service
    init(service: Service) { self.service = service }
}

final class PropertyLoader {
    @Injected(\.nestedInner) var inner
}

extension DefaultValues {
    var nestedInner: Service { Service("inner") }
    var nestedLoader: Loader { Loader(service: resolve(\.nestedInner)) }
    var nestedPropertyLoader: PropertyLoader { PropertyLoader() }
}

// Keys of the pattern tests.
struct Film: Sendable, Equatable {
    let title: String
}

@MainActor final class FilmDetailModel {
    let film: Film
    init(film: Film) { self.film = film }
}

extension DefaultValues {
    var patternRepository: Service { Service("repository") }
    var filmDetailModel: @MainActor (Film) -> FilmDetailModel { { film in FilmDetailModel(film: film) } }
}

// Keys of the concurrency tests.
extension DefaultValues {
    var hammered: Int { -1 }
    var hammeredShared: Service { Service("shared") }
}

// Keys of the cross-dependency tests: A injects B, B injects A, an actor injects both.
final class CrossA {
    @Injected(\.crossB, .shared) var b
    @Injected(\.crossPermanent, .shared, .permanent) var permanent
}

final class CrossB {
    @Injected(\.crossA) var a
}

actor CrossActor {
    @Injected(\.crossService, .shared) var service
    func name() async -> String { await service.name }
}

extension DefaultValues {
    var crossA: CrossA { CrossA() }
    var crossB: CrossB { CrossB() }
    var crossPermanent: Service { Service("permanent") }
    var crossService: Service { Service("cross") }
}

extension DefaultValues {
    var frameSessionCart: Service { Service("cart") }
    var overriddenSessionCart: Service { Service("cart") }
}

extension DefaultValues {
    var feedAPI: Service { Service("live") }
    var feedCache: Service { Service("cache") }
    var feedContext: String { context.rawValue }
    /// Reads `feedAPI` directly: skips every override of it.
    var feedReadingDirectly: Service { feedAPI }
    /// Resolves `feedAPI` through Inject: follows its overrides.
    var feedResolving: Service { resolve(\.feedAPI) }
}

/// A dependency made per argument: one loader per URL string.
final class ImageLoader: Sendable {
    let url: String
    let origin: String
    init(url: String, origin: String = "live") {
        self.url = url
        self.origin = origin
    }
}

extension DefaultValues {
    /// Makes the loader for any URL; replacing it replaces the whole family.
    var loaderFactory: @Sendable (String) -> ImageLoader { { ImageLoader(url: $0) } }
    /// One loader per URL, made by the factory.
    subscript(loaderFor url: String) -> ImageLoader { resolve(\.loaderFactory)(url) }
}

// Keys of the `@Resolved` tests.
extension DefaultValues {
    var eagerCounted: Service {
        Evaluations.record("eagerCounted")
        return Service("eagerCounted")
    }
    var eagerTemporary: Service { Service("eagerTemporary") }
    var eagerTemporaryPermanent: Service { Service("eagerTemporaryPermanent") }
    var eagerSharedPermanent: Service { Service("eagerSharedPermanent") }
    var eagerSharedLocal: Service { Service("eagerSharedLocal") }
    var eagerSharedLocalReplaced: Service { Service("eagerSharedLocalReplaced") }
    var eagerSharedLocalValue: Wrapped { Wrapped(service: Service("eagerSharedLocalValue")) }
    var eagerInFrame: Service { Service("default") }
    var eagerSharedInFrame: Service { Service("default") }
    var eagerParallel: Service { Service("default") }
    var eagerFrom: Service { Service("default") }
    var eagerGreeting: any Greeting { Hello() }
    var eagerSharedLocalInAFrame: Service { Service("default") }
    var eagerSharedOutsideThenInFrame: Service { Service("default") }
    var eagerSharedPerLifespan: Service { Service("default") }
}

// A chain of consumers with `@Resolved` properties, made by main-actor defaults.
@MainActor
final class EagerOuter {
    @Resolved(\.eagerMiddle) var middle
}

@MainActor
final class EagerMiddle {
    @Resolved(\.eagerInner) var service
}

extension DefaultValues {
    @MainActor var eagerOuter: EagerOuter { EagerOuter() }
    @MainActor var eagerMiddle: EagerMiddle { EagerMiddle() }
    var eagerInner: Service { Service("default") }
}

// Keys of the injecting tests.
extension DefaultValues {
    var writtenPart: Service { Service("default") }
    var otherPart: Service { Service("other") }
    @MainActor var partsReadOnInit: PartsReadOnInit { PartsReadOnInit() }
}

/// Two points of one type, one of which its initializer reads: what a key-path write through
/// `\.parts.written` makes and reads before it writes.
@MainActor final class PartsReadOnInit {
    @Injected(\.writtenPart) var written
    @Injected(\.otherPart) var other
    private(set) var otherName = ""

    init() { otherName = other.name }
}

/// The lease that `leaseEndingService`'s default ends while it is being made, as a default that starts a
/// new session might end the old one.
@MainActor
enum LeaseEndedWhileMaking {
    static var lease: Lease?
}

extension DefaultValues {
    var leaseEndingService: Service {
        MainActor.assumeIsolated { LeaseEndedWhileMaking.lease?.end() }
        return Service("made while its lease ended")
    }
}

/// A value-type dependency with a mutable property, to show that a mutation through one point is that
/// point's alone.
struct CountedValue: Sendable {
    var count = 0
}

extension DefaultValues {
    var sharedMutableValue: CountedValue { CountedValue() }
}

/// A struct consumer that a default makes and gives a replacement with `injecting(_:for:)`, as a factory
/// of preconfigured views does.
struct RowMadeByADefault: Injectable {
    @Injected(\.rowPart) var part
}

extension DefaultValues {
    var rowPart: Service {
        Evaluations.record("rowPart")
        return Service("default")
    }
    @MainActor var rowWithAGivenPart: RowMadeByADefault {
        RowMadeByADefault().injecting(Service("given"), for: \.part)
    }
}

/// A struct consumer of two parts, which its default gives one of with `injecting(_:for:)`.
struct RowOfTwoParts: Injectable {
    @Injected(\.firstRowPart) var part
    @Injected(\.otherRowPart) var other
}

extension DefaultValues {
    var firstRowPart: Service {
        Evaluations.record("firstRowPart")
        return Service("default")
    }
    var otherRowPart: Service {
        Evaluations.record("otherRowPart")
        return Service("default")
    }
    @MainActor var rowOfTwoParts: RowOfTwoParts {
        RowOfTwoParts().injecting(Service("given"), for: \.other)
    }
}

/// A dependency of an optional type whose default is not `nil`, as a token read from disk is.
extension DefaultValues {
    var optionalToken: String? { "token from the default" }
}

/// A dependency overridden globally after its consumer is made, before the consumer reads it.
extension DefaultValues {
    var overriddenAfterTheConsumerWasMade: Service { Service("default") }
    var overriddenAfterAResolvedConsumerWasMade: Service { Service("default") }
    var overriddenAfterItsFrameKeptAnInstance: Service { Service("default") }
}

extension DefaultValues {
    /// A second dependency whose default uses the helper that passes no location, at the same call site
    /// and for the same type as `permanentPartsOfTwoTypes`'s service.
    var permanentServiceThroughTheHelper: Service { keptWithoutLocation { Service("other") } }
}

/// A value with a property of its own, for a key path of two steps.
struct Backoff: Sendable {
    var retries = 3
}

extension DefaultValues {
    var backoff: Backoff { Backoff() }
}

extension DefaultValues {
    var readByALazyProperty: Service { Service("readByALazyProperty") }
}
