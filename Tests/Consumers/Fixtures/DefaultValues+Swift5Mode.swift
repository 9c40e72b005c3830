import Inject

/// The dependencies the Swift 5 mode tests inject: one key path per test, so tests that run in parallel
/// never share a `.shared` or `.permanent` instance or an instance count.
extension DefaultValues {
    /// Read with `.temporary` + `.local`.
    public var swift5TemporaryLocal: Tracked { Tracked() }
    /// Read with `.temporary` + `.permanent`.
    public var swift5TemporaryPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local`.
    public var swift5SharedLocal: Tracked { Tracked() }
    /// Read with `.shared` + `.permanent`.
    public var swift5SharedPermanent: Tracked { Tracked() }
    /// Read with `.shared` + `.local` and `.shared` + `.permanent` at once.
    public var swift5SharedStorage: Tracked { Tracked() }
    /// Replaced with `injecting(_:for:)` or by assignment.
    public var swift5Injecting: Tracked { Tracked() }
    /// Replaced with `override(_:)`.
    public var swift5Override: Tracked { Tracked() }
    /// A value type.
    public var swift5Stamp: Stamp { Stamp() }
    /// An existential.
    public var swift5Greeter: any Greeter { PoliteGreeter() }

    /// Read `.temporary` by an actor in Swift 5 mode.
    public var swift5ActorLocal: Tracked { Tracked() }
    /// Read `.shared` by an actor in Swift 5 mode.
    public var swift5ActorShared: Tracked { Tracked() }
}
