import Inject

/// The dependencies the actor tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.local` + `.temporary`.
    public var actorLocalTemporary: Tracked { Tracked() }
    /// Read with `.local` + `.permanent`.
    public var actorLocalPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.temporary`.
    public var actorSharedTemporary: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var actorSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.temporary` and `.shared` + `.permanent` at once.
    public var actorSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var actorInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var actorOverride: Tracked { Tracked() }
    /// A value type.
    public var actorStamp: Stamp { Stamp() }
    /// An existential.
    public var actorGreeter: any Greeter { PoliteGreeter() }

    /// Resolved with `resolve(_:_:_:)` and `.local` + `.temporary`.
    public var actorResolveLocalTemporary: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` and `.local` + `.permanent`.
    public var actorResolveLocalPermanent: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` and `.shared` + `.temporary`.
    public var actorResolveSharedTemporary: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` and `.shared` + `.permanent`.
    public var actorResolveSharedPermanent: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` as an existential.
    public var actorResolveGreeter: any Greeter { PoliteGreeter() }
}
