import Inject

/// The dependencies the actor tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var actorTemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var actorTemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var actorSharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var actorSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var actorSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var actorInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var actorOverride: Tracked { Tracked() }
    /// A value type.
    public var actorStamp: Stamp { Stamp() }
    /// An existential.
    public var actorGreeter: any Greeter { PoliteGreeter() }

    /// Resolved with `resolve(_:_:_:)` and `.temporary` + `.local`.
    public var actorResolveTemporaryLocal: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` and `.temporary` + `.permanent`.
    public var actorResolveTemporaryPermanent: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` and `.shared` + `.local`.
    public var actorResolveSharedLocal: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` and `.shared` + `.permanent`.
    public var actorResolveSharedPermanent: Tracked { Tracked() }
    /// Resolved with `resolve(_:_:_:)` as an existential.
    public var actorResolveGreeter: any Greeter { PoliteGreeter() }
}
