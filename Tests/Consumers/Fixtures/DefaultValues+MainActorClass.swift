import Inject

/// The dependencies the main-actor class tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var mainActorTemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var mainActorTemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var mainActorSharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var mainActorSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var mainActorSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var mainActorInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var mainActorOverride: Tracked { Tracked() }
    /// A value type.
    public var mainActorStamp: Stamp { Stamp() }
    /// An existential.
    public var mainActorGreeter: any Greeter { PoliteGreeter() }
}
