/// A dependency's identity: its key path into ``DefaultValues``, hashable and sendable.
///
/// Key paths compare by the property they name, so `\DefaultValues.x` written in two files or two
/// modules is one key.
///
/// `@unchecked Sendable`: a key path object is immutable once formed. `AnyKeyPath` is not `Sendable`
/// only because a subscript key path may capture non-sendable arguments; Inject hashes and compares
/// keys, and applies them only on the main actor.
@usableFromInline
package struct DependencyKey: Hashable, @unchecked Sendable {
    @usableFromInline package let keyPath: AnyKeyPath

    @inlinable
    package init(_ keyPath: AnyKeyPath) {
        self.keyPath = keyPath
    }

    /// Whether two keys name the same dependency.
    ///
    /// Two key paths compare component by component, which the cycle check does for every resolution
    /// under way. Most pairs are told apart or matched sooner: the same key
    /// path object is the same key, and key paths to different value types are different keys.
    @usableFromInline
    package static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
        if lhs.keyPath === rhs.keyPath { return true }
        guard type(of: lhs.keyPath) == type(of: rhs.keyPath) else { return false }
        return lhs.keyPath == rhs.keyPath
    }

    @usableFromInline
    package func hash(into hasher: inout Hasher) {
        hasher.combine(keyPath)
    }
}
