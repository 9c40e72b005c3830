import Inject
import InjectSwiftUI

/// What SwiftUI's environment does with subtree overrides, without SwiftUI.
///
/// SwiftUI gives each subtree a copy of its parent's environment and applies `environment(_:_:)` to
/// that copy by writing through the key path. `injecting(_:_:)` passes the key path of one entry of
/// the overrides table, ``SubtreeOverrides/entry(for:)`` appended to the environment's table; this
/// stand-in writes through the same composition.
struct EnvironmentStandIn {
    var injectedOverrides = InjectedOverrides()

    /// The environment of a child subtree whose modifier replaces `key` with `value`.
    func injecting<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, _ value: Value) -> EnvironmentStandIn {
        let table: WritableKeyPath<EnvironmentStandIn, InjectedOverrides> = \.injectedOverrides
        var child = self
        child[keyPath: table.appending(path: SubtreeOverrides.entry(for: key))] = value
        return child
    }
}
