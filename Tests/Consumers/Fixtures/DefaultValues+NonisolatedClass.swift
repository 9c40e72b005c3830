import Inject

/// The dependencies the nonisolated class tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.local` + `.temporary`.
    public var nonisolatedLocalTemporary: Tracked { Tracked() }
    /// Read with `.local` + `.permanent`.
    public var nonisolatedLocalPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.temporary`.
    public var nonisolatedSharedTemporary: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var nonisolatedSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.temporary` and `.shared` + `.permanent` at once.
    public var nonisolatedSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var nonisolatedInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var nonisolatedOverride: Tracked { Tracked() }
    /// A value type.
    public var nonisolatedStamp: Stamp { Stamp() }
    /// An existential.
    public var nonisolatedGreeter: any Greeter { PoliteGreeter() }

    /// Spelled every way `@Injected` accepts `.local` + `.temporary`.
    public var spellingLocalTemporary: Tracked { Tracked() }
    /// Spelled every way `@Injected` accepts `.local` + `.permanent`.
    public var spellingLocalPermanent: Tracked { Tracked() }
    /// Spelled every way `@Injected` accepts `.shared` + `.temporary`.
    public var spellingSharedTemporary: Tracked { Tracked() }
    /// Spelled every way `@Injected` accepts `.shared` + `.permanent`.
    public var spellingSharedPermanent: Tracked { Tracked() }
}
