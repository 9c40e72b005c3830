// SwiftUI stand-in: declarations only, written from Apple's documentation; never run.
// Real SwiftUI is used on Apple platforms. See SwiftUI.swift in this folder.
//
// `DynamicProperty` and the value-owning property wrappers: `State`, `Binding`, `Bindable`.
// None of these is actor-isolated in the SDK; each is `Sendable` when its `Value` is.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// MARK: - DynamicProperty

/// An interface for a stored variable that updates an external property of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - State

/// A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) {}

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {}

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

// MARK: - Binding

/// A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Creates a binding with closures that read and write the binding value.
    ///
    /// The closures are `@isolated(any) @Sendable`, as in the Xcode 26 SDK, and inherit the
    /// caller's actor (`@_inheritActorContext`, which Apple's documentation pages do not show):
    /// in a `View` body they are main-actor isolated, so they may touch main-actor state but
    /// everything they capture must be `Sendable`.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {}

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }

    /// Creates a binding by projecting the base value to an unwrapped value.
    public init?(_ base: Binding<Value?>) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Sendable where Value: Sendable {}

// MARK: - Bindable

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// As in the SDK, the unconstrained initializers exist but are unavailable, so that a view's
/// memberwise initializer takes the object itself (`EditorView(model: model)`) while anything
/// that is not an `Observable` class is rejected.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: ObservableObject {
    @available(
        *,
        unavailable,
        message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead."
    )
    public init(wrappedValue: Value) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    /// The stable identity of the wrapped value.
    public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}
