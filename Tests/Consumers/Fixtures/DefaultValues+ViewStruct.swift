import Inject

/// The dependencies the view struct tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var viewTemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var viewTemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var viewSharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var viewSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var viewSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var viewInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var viewOverride: Tracked { Tracked() }
    /// A value type.
    public var viewStamp: Stamp { Stamp() }
    /// An existential.
    public var viewGreeter: any Greeter { PoliteGreeter() }

    /// Read through copies of a struct consumer.
    public var viewCopies: Tracked { Tracked() }
}
