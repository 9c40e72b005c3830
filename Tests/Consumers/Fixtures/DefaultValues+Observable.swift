import Inject

/// The dependencies the @Observable class tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var observableTemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var observableTemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var observableSharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var observableSharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var observableSharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var observableInjecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var observableOverride: Tracked { Tracked() }
    /// A value type.
    public var observableStamp: Stamp { Stamp() }
    /// An existential.
    public var observableGreeter: any Greeter { PoliteGreeter() }

    /// Read next to tracked properties of an `@Observable` class.
    public var observableTracking: Tracked { Tracked() }
    /// Replaced under an observation that must not fire.
    public var observableIgnored: Tracked { Tracked() }
}
