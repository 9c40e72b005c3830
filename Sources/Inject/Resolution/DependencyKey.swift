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
}
