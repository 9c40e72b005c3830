import ConsumerFixtures
import Inject

// Declared in a module built with `defaultIsolation(MainActor.self)`, so these properties are
// main-actor isolated, as they are in a new Xcode app. Only main-actor code can name them; here that is
// all code.
extension DefaultValues {
    var moduleTemporaryLocal: Tracked { Tracked() }
    var moduleTemporaryPermanent: Tracked { Tracked() }
    var moduleSharedLocal: Tracked { Tracked() }
    var moduleSharedPermanent: Tracked { Tracked() }
    var moduleInjecting: Tracked { Tracked() }
    var moduleOverride: Tracked { Tracked() }
    /// A module default that asks Inject for another dependency, so overrides apply to it too.
    var moduleGreeting: String { resolve(\.defaultIsolationGreeter).greeting }
}

// Keys of the `@Resolved` tests: a new Xcode app's consumers are main-actor isolated by default, so they
// can resolve when they are created.
extension DefaultValues {
    var moduleResolvedLocal: Tracked { Tracked() }
    var moduleResolvedShared: Tracked { Tracked() }
    var moduleResolvedFrame: Tracked { Tracked() }
}
