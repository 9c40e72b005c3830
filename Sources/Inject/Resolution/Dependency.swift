/// A dependency as the resolver asks for it: its key and its default, in one closure made where the
/// key path is written.
///
/// `@Injected(\.x)` and `resolve(\.x)` make the closure in the caller's module, where `\.x` is a
/// literal. When the literal's only use is the closure, the optimizer moves it into the closure and turns
/// `DefaultValues()[keyPath: \.x]` into a direct call of the property's getter, where projecting a key
/// path at run time looks up generic metadata on every call (Benchmarks/README.md). A second use of the
/// literal, such as storing the key beside the closure or in a second closure, keeps it out, so the one
/// closure answers both questions: asked for the key, it writes it to its `inout` argument; else it
/// evaluates the default. For a key path with subscript arguments the closure captures the key path
/// object and projects it.
@usableFromInline
package struct Dependency<Value>: Sendable {
    /// Writes the key to `key` if `keyOnly`, returning `nil`; else evaluates the default.
    @usableFromInline package let answer: @Sendable (_ keyOnly: Bool, _ key: inout DependencyKey?) -> Value?

    /// Inlinable, so that the closure is formed in the caller's module, next to the literal.
    @inlinable @inline(__always)
    package init(_ keyPath: KeyPath<DefaultValues, Value>) {
        // Captured as a `DependencyKey`, which is `Sendable`; the literal still reaches the closure.
        let captured = DependencyKey(keyPath)
        answer = { keyOnly, key in
            if keyOnly {
                key = captured
                return nil
            }
            return DefaultValues()[keyPath: unsafeDowncast(captured.keyPath, to: KeyPath<DefaultValues, Value>.self)]
        }
    }

    /// The dependency's identity, for the storage tables, the overrides and messages.
    @inlinable
    package var key: DependencyKey {
        var key: DependencyKey?
        _ = answer(true, &key)
        return key!
    }

    /// The dependency's key path.
    package var keyPath: KeyPath<DefaultValues, Value> {
        // Every dependency is made from a `KeyPath<DefaultValues, Value>`.
        unsafeDowncast(key.keyPath, to: KeyPath<DefaultValues, Value>.self)
    }

    /// Evaluates the declared default. The resolver decides in which frame.
    @inlinable
    package func makeDefault() -> Value {
        var unused: DependencyKey?
        return answer(false, &unused)!
    }
}
