/// A dependency as an injection point holds it: its key path and its default, in one closure made
/// where the key path is written.
///
/// `@Injected(\.x)` makes the closure in the consumer's module, where `\.x` is a literal, and so does
/// `resolve(\.x)`, for the duration of the call (see ``Dependency``). When the literal's only use is
/// the closure, the optimizer moves the literal into the closure and turns
/// `DefaultValues()[keyPath: \.x]` into a direct call of the property's getter: a few instructions
/// instead of about 700 for projecting a key path at run time (the projection looks up generic
/// metadata on every call). A second use of the literal, such as storing the key path beside the
/// closure, would keep it out of the closure, so the key path is not stored: the closure gives it back
/// when asked. For a key path with subscript arguments the closure captures the key path object and
/// projects it as before.
@usableFromInline
package struct DependencyAccess<Value>: Sendable {
    @usableFromInline
    package let answer: @Sendable (_ keyPathOnly: Bool) throws(KeyPathAnswer) -> Value

    /// Inlinable, so that the closure is formed in the consumer's module, next to the literal.
    @inlinable @inline(__always)
    package init(_ key: KeyPath<DefaultValues, Value>) {
        // Captured as a `DependencyKey`, which is `Sendable`; the literal still reaches the closure.
        let sendableKey = DependencyKey(key)
        answer = { keyPathOnly throws(KeyPathAnswer) in
            try Dependency.answer(
                unsafeDowncast(sendableKey.keyPath, to: KeyPath<DefaultValues, Value>.self),
                keyPathOnly: keyPathOnly
            )
        }
    }

    /// The dependency's key path.
    package var keyPath: KeyPath<DefaultValues, Value> { Dependency.keyPath(of: answer) }
}
