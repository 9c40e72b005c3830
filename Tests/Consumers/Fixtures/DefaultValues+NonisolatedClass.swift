import Inject

/// The dependencies the nonisolated class tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var nonisolatedTemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var nonisolatedTemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var nonisolatedSharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var nonisolatedSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var nonisolatedSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var nonisolatedInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var nonisolatedOverride: Tracked { Tracked() }
    /// A value type.
    public var nonisolatedStamp: Stamp { Stamp() }
    /// An existential.
    public var nonisolatedGreeter: any Greeter { PoliteGreeter() }

    /// Spelled every way `@Injected` accepts `.temporary` + `.local`.
    public var spellingTemporaryLocal: Tracked { Tracked() }
    /// Spelled every way `@Injected` accepts `.temporary` + `.permanent`.
    public var spellingTemporaryPermanent: Tracked { Tracked() }
    /// Spelled every way `@Injected` accepts `.shared` + `.local`.
    public var spellingSharedLocal: Tracked { Tracked() }
    /// Spelled every way `@Injected` accepts `.shared` + `.permanent`.
    public var spellingSharedPermanent: Tracked { Tracked() }
}
