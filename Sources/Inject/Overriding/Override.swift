/// A replacement for one dependency: the key it replaces, and the replacement, which is a value given
/// in advance (a frame's), a closure that makes one on the main actor each time a point resolves (a
/// global override's), or a closure that makes one once, in the frame that declares it, when a point
/// first needs it (a test trait's).
///
/// The replacement is stored with the key's value type and read back as that type without a dynamic
/// cast, which would look up the point's type's metadata on every resolution that found an override.
@usableFromInline
package struct Override: Sendable {
    /// How the replacement is made.
    package enum Kind: Sendable {
        /// Given in advance: its use resolves nothing else.
        case value
        /// Made each time a point resolves, in that point's frame.
        case made
        /// Made the first time a point resolves, in the frame that declares the override, and kept in
        /// that frame's storage.
        case madeOnce
    }

    /// The dependency this replaces.
    package let key: DependencyKey
    /// How the replacement is made.
    package let kind: Kind
    /// An `OverrideMaker<Value>`, where `Value` is the value type of ``key``.
    private let maker: any AnyObject & Sendable

    /// A replacement of `key` by `value`.
    package init<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, value: Value) {
        self.init(key, .value, OverrideMaker { value })
    }

    /// A replacement of `key` by what `make` makes, each time a point resolves.
    package init<Value>(_ key: KeyPath<DefaultValues, Value>, make: @escaping @MainActor @Sendable () -> Value) {
        self.init(key, .made, OverrideMaker(make))
    }

    /// A replacement of `key` by what `make` makes the first time a point needs it, which the frame
    /// that declares it keeps from then on.
    package init<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value>,
        madeOnceBy make: @escaping @Sendable () -> Value
    ) {
        self.init(key, .madeOnce, OverrideMaker(make))
    }

    private init<Value>(_ key: KeyPath<DefaultValues, Value>, _ kind: Kind, _ maker: OverrideMaker<Value>) {
        self.key = DependencyKey(key)
        self.kind = kind
        self.maker = maker
    }

    /// The replacement, for a resolution of a dependency whose key equals ``key``.
    ///
    /// Keys to different value types are never equal (``DependencyKey/==(_:_:)`` compares the key paths'
    /// types), so `Value` is the value type the maker was stored with: the downcast cannot fail, and a
    /// debug build checks it.
    @MainActor @usableFromInline
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
