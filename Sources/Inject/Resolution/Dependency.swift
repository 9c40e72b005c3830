/// How the resolver asks a dependency for its identity and its default, without holding its key path.
///
/// A dependency is a closure, ``Answer``: called with `keyPathOnly` false it evaluates the default and
/// returns the value; called with `true` it evaluates nothing and answers with the key path, as the one
/// error it can throw. One closure answers both, so that a literal key path has one use and moves into
/// it (see ``DependencyAccess``); returning the value directly matters too, as generic code that
/// received it through a buffer would look up the buffer's metadata on every resolution.
///
/// An injection point keeps its closure (``DependencyAccess``); `resolve(\.x)` makes one that lives for
/// the call only, which the optimizer specializes even where the key path is used again.
@usableFromInline
package enum Dependency<Value> {
    /// A dependency's default and key path, as one closure.
    @usableFromInline
    package typealias Answer = (_ keyPathOnly: Bool) throws(KeyPathAnswer) -> Value

    /// The body of every ``Answer``: the default's value, or the key path.
    @inlinable @inline(__always)
    package static func answer(_ key: KeyPath<DefaultValues, Value>, keyPathOnly: Bool) throws(KeyPathAnswer) -> Value {
        if keyPathOnly { throw KeyPathAnswer(key: DependencyKey(key)) }
        return DefaultValues()[keyPath: key]
    }

    /// The dependency's identity, for the storage tables and overrides.
    @inlinable
    package static func key(of answer: Answer) -> DependencyKey {
        do {
            _ = try answer(true)
        } catch {
            return error.key
        }
        preconditionFailure("a dependency's closure answers with its key path when asked")
    }

    /// The dependency's key path.
    package static func keyPath(of answer: Answer) -> KeyPath<DefaultValues, Value> {
        // Every answer is made from a `KeyPath<DefaultValues, Value>`.
        unsafeDowncast(key(of: answer).keyPath, to: KeyPath<DefaultValues, Value>.self)
    }

    /// Evaluates the declared default. The caller decides in which frame.
    @inlinable
    package static func makeDefault(_ answer: Answer) -> Value {
        do {
            return try answer(false)
        } catch {
            preconditionFailure("a dependency's closure evaluates its default when asked")
        }
    }
}

/// How a dependency's closure answers when it is asked for its key path rather than its value.
@usableFromInline
package struct KeyPathAnswer: Error {
    @usableFromInline let key: DependencyKey

    @inlinable
    init(key: DependencyKey) {
        self.key = key
    }
}
