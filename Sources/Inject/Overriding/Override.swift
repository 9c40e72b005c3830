/// A replacement for one dependency: the key it replaces, and the replacement, either a value given in
/// advance (a frame's) or a closure that makes one on the main actor each time a point resolves (a
/// global override's).
///
/// The replacement is stored with the key's value type and read back as that type without a dynamic
/// cast: casting an `Any` to the point's type cost about 200 instructions on every resolution that
/// found an override.
package struct Override: Sendable {
    /// The dependency this replaces.
    package let key: DependencyKey
    /// Whether the replacement is a value given in advance, whose use resolves nothing else.
    package let isValue: Bool
    /// An `OverrideMaker<Value>`, where `Value` is the value type of ``key``.
    private let maker: any AnyObject & Sendable

    /// A replacement of `key` by `value`.
    package init<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, value: Value) {
        self.key = DependencyKey(key)
        self.isValue = true
        self.maker = OverrideMaker { value }
    }

    /// A replacement of `key` by what `make` makes.
    package init<Value>(_ key: KeyPath<DefaultValues, Value>, make: @escaping @MainActor @Sendable () -> Value) {
        self.key = DependencyKey(key)
        self.isValue = false
        self.maker = OverrideMaker(make)
    }

    /// The replacement, for a resolution of a dependency whose key equals ``key``.
    ///
    /// Keys to different value types are never equal (``DependencyKey/==(_:_:)`` compares the key paths'
    /// types), so `Value` is the value type the maker was stored with: the downcast cannot fail, and a
    /// debug build checks it.
    @MainActor
    package func make<Value>(as _: Value.Type) -> Value {
        unsafeDowncast(maker, to: OverrideMaker<Value>.self).make()
    }
}

/// Makes a replacement each time a point resolves.
private final class OverrideMaker<Value>: Sendable {
    let make: @MainActor @Sendable () -> Value

    init(_ make: @escaping @MainActor @Sendable () -> Value) {
        self.make = make
    }
}
