// SwiftUI stand-in: declarations only, written from Apple's documentation; never run.
// Real SwiftUI is used on Apple platforms. See SwiftUI.swift in this folder.
//
// The property wrappers for Combine `ObservableObject`s: `ObservedObject`, `StateObject`,
// `EnvironmentObject`. All three are `@MainActor @preconcurrency` types in the SDK; their
// `wrappedValue` and `projectedValue` are main-actor isolated. Only `StateObject.init` is
// `nonisolated`: `ObservedObject.init` and `EnvironmentObject.init` are main-actor isolated, as the
// types are.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// MARK: - ObservedObject

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties.
    @MainActor @dynamicMemberLookup @preconcurrency @frozen
    public struct Wrapper {
        /// Gets a binding to the value of a specified key path.
        @MainActor @preconcurrency
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    /// Creates an observed object with an initial value.
    @MainActor @preconcurrency
    public init(initialValue: ObjectType) {}

    /// Creates an observed object with an initial wrapped value.
    @MainActor @preconcurrency
    public init(wrappedValue: ObjectType) {}

    /// The underlying value that the observed object references.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType {
        get { fatalError() }
        set {}
    }

    /// A projection of the observed object that creates bindings to its properties.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - StateObject

/// A property wrapper type that instantiates an observable object.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Creates a new state object with an initial wrapped value.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// The underlying value referenced by the state object.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the state object that creates bindings to its properties.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - EnvironmentObject

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties using dynamic member lookup.
    @MainActor @dynamicMemberLookup @frozen @preconcurrency
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        @MainActor @preconcurrency
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    /// Creates an environment object.
    @MainActor @preconcurrency
    public init() {}

    /// The underlying value referenced by the environment object.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the environment object that creates bindings to its properties using
    /// dynamic member lookup.
    @MainActor @preconcurrency
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}
