import Inject

/// The dependencies the default-isolation tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var defaultIsolationTemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var defaultIsolationTemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var defaultIsolationSharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var defaultIsolationSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var defaultIsolationSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var defaultIsolationInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var defaultIsolationOverride: Tracked { Tracked() }
    /// A value type.
    public var defaultIsolationStamp: Stamp { Stamp() }
    /// An existential.
    public var defaultIsolationGreeter: any Greeter { PoliteGreeter() }
}
