import Inject

/// A consumer kind whose injection points the shared contract (``ConsumerCheck``) exercises.
///
/// Each consumer-kind test target declares one type of its kind (a main-actor class, a nonisolated
/// class, a view struct, an `@Observable` model, a class in a Swift 5 mode or default-main-actor module)
/// with these properties, each an `@Injected` point of the kind's own `DefaultValues` properties, named
/// `<prefix>TemporaryLocal`, `<prefix>Injecting` and so on. The declarations are the point of those
/// targets; the checks are the same for every kind, so they live here once.
///
/// ```swift
/// extension MainActorConsumer: ConsumerUnderTest {
///     static let prefix = "mainActor"
///     static func make() -> MainActorConsumer { MainActorConsumer() }
///     static var crossModuleKeyPath: KeyPath<DefaultValues, Tracked> { \.crossModule }
///     var points: ConsumerPoints { ConsumerPoints(temporaryLocal: $temporaryLocal, ...) }
/// }
/// ```
///
/// `SendableMetatype`: the checks call `Consumer.make()` on the type they are given; without it, region
/// isolation counts that metatype, and so every consumer made from it, as the caller's task's, and
/// will not let `#expect` read them on the main actor.
@MainActor
public protocol ConsumerUnderTest: Injectable, SendableMetatype {
    /// The start of this kind's `DefaultValues` property names, which are also its instances' tags.
    static var prefix: String { get }

    /// A new consumer, with no injection point resolved.
    static func make() -> Self

    /// `\DefaultValues.crossModule`, formed in the consumer's module.
    static var crossModuleKeyPath: KeyPath<DefaultValues, Tracked> { get }

    /// `.temporary` + `.local`.
    var temporaryLocal: Tracked { get }
    /// `.temporary` + `.permanent`.
    var temporaryPermanent: Tracked { get }
    /// `.shared` + `.local`.
    var sharedLocal: Tracked { get }
    /// `.shared` + `.permanent`.
    var sharedPermanent: Tracked { get }
    /// `<prefix>SharedStorage` with `.shared` + `.local`.
    var sharedStorageTemporary: Tracked { get }
    /// `<prefix>SharedStorage` with `.shared` + `.permanent`.
    var sharedStoragePermanent: Tracked { get }
    /// `<prefix>Injecting`, replaced with `injecting(_:for:)`.
    var replaceable: Tracked { get set }
    /// `<prefix>Override`, replaced with `override(_:)`.
    var overridable: Tracked { get }
    /// `<prefix>Stamp`, a value type, `.temporary`.
    var localStamp: Stamp { get set }
    /// `<prefix>Stamp`, `.shared`.
    var sharedStamp: Stamp { get }
    /// `<prefix>Greeter`, an existential, `.temporary`.
    var greeter: any Greeter { get set }
    /// `<prefix>Greeter`, `.shared` + `.permanent`.
    var sharedGreeter: any Greeter { get }
    /// `crossModule` through ``fixtureKeyPath``, formed in this module, `.shared` + `.permanent`.
    var crossModuleFromFixtures: Tracked { get }
    /// `crossModule` through a key path formed in the consumer's module, `.shared` + `.permanent`.
    var crossModuleFromHere: Tracked { get }

    /// The projected values of the points the checks inspect.
    var points: ConsumerPoints { get }

    /// Replaces `overridable` from inside the type, through its backing storage.
    func useOverridable(_ replacement: Tracked)
}

/// The projected values (`$property`) of a ``ConsumerUnderTest``'s points, which a protocol cannot name.
///
/// ```swift
/// #expect(consumer.points.temporaryLocal.isResolved)
/// ```
public struct ConsumerPoints {
    /// `$temporaryLocal`.
    public let temporaryLocal: Injected<Tracked>
    /// `$replaceable`.
    public let replaceable: Injected<Tracked>
    /// `$overridable`.
    public let overridable: Injected<Tracked>
    /// `$localStamp`.
    public let localStamp: Injected<Stamp>
    /// `$sharedGreeter`.
    public let sharedGreeter: Injected<any Greeter>

    /// Collects a consumer's projected values.
    ///
    /// - Parameters:
    ///   - temporaryLocal: `$temporaryLocal`.
    ///   - replaceable: `$replaceable`.
    ///   - overridable: `$overridable`.
    ///   - localStamp: `$localStamp`.
    ///   - sharedGreeter: `$sharedGreeter`.
    public init(
        temporaryLocal: Injected<Tracked>,
        replaceable: Injected<Tracked>,
        overridable: Injected<Tracked>,
        localStamp: Injected<Stamp>,
        sharedGreeter: Injected<any Greeter>
    ) {
        self.temporaryLocal = temporaryLocal
        self.replaceable = replaceable
        self.overridable = overridable
        self.localStamp = localStamp
        self.sharedGreeter = sharedGreeter
    }
}
