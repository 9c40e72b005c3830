// Combine stand-in: declarations only.
//
// Written from Apple's Combine documentation so that SwiftUI adapters and user code can be
// type-checked on Linux, where Combine does not exist. Nothing here ever runs: every body is
// `fatalError()` or trivially empty. On Apple platforms the real Combine framework is used, and
// this file is never compiled into any product; `Scripts/typecheck-swiftui.sh` builds it into a
// throw-away module.
//
// Only the part of Combine that SwiftUI code commonly touches is declared: `Publisher`,
// `Subscriber`, `Subscription`, `Subject`, `PassthroughSubject`, `Cancellable`, `AnyCancellable`,
// `ObservableObject`, `ObservableObjectPublisher`, `Published`, and `sink`. Signatures, generic constraints and
// availability follow the documentation. Combine carries no `Sendable` or actor annotations on
// these types, so none are added here: `AnyCancellable` and the publishers are not `Sendable`.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// MARK: - Publisher / Subscriber / Subscription

/// Declares that a type can transmit a sequence of values over time.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// A protocol that declares a type that can receive input from a publisher.
///
/// Stand-in note: the real protocol also refines `CustomCombineIdentifierConvertible`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for types that serve as subscribers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    @frozen
    public struct Demand: Equatable, Hashable {
        public static let unlimited: Subscribers.Demand = Demand()
        public static let none: Subscribers.Demand = Demand()
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        private init() {}
    }

    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    @frozen
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Equatable where Failure: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        fatalError()
    }
}

// MARK: - Subject / PassthroughSubject

/// A publisher that exposes a method for outside callers to publish elements.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Sends a subscription to the subscriber.
    func send(subscription: any Subscription)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subject where Self.Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {}
}

/// A subject that broadcasts elements to downstream subscribers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    public init() {}

    final public func send(subscription: any Subscription) {}

    final public func receive<S>(subscriber: S)
    where S: Subscriber, Failure == S.Failure, Output == S.Input {}

    final public func send(_ input: Output) {}

    final public func send(completion: Subscribers.Completion<Failure>) {}
}

// MARK: - Cancellable

/// A protocol indicating that an activity or action supports cancellation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {}

    /// Stores this cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {}
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {}
    public init<C>(_ canceller: C) where C: Cancellable {}

    final public func cancel() {}

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Stores this type-erasing cancellable instance in the specified collection.
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {}

    /// Stores this type-erasing cancellable instance in the specified set.
    final public func store(in set: inout Set<AnyCancellable>) {}
}

// MARK: - ObservableObject

/// A type of object with a publisher that emits before the object has changed.
///
/// Not actor-isolated: a `@MainActor` class can conform because the default `objectWillChange`
/// below is a nonisolated witness.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (synthesized by Combine).
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A publisher that publishes changes from observable objects.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    /// Creates an observable object publisher instance.
    public init() {}

    final public func receive<S>(subscriber: S)
    where S: Subscriber, S.Failure == Never, S.Input == Void {}

    /// Sends the changed value to the downstream subscriber.
    final public func send() {}
}

// MARK: - Published

/// A type that publishes a property marked with an attribute.
///
/// As in Combine, `@Published` only works on properties of classes: the plain `wrappedValue` is
/// unavailable and the class-only `_enclosingInstance` subscript is used instead, so
/// `@Published` inside a struct fails to compile here too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {}

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {}

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        public func receive<S>(subscriber: S)
        where S: Subscriber, S.Failure == Never, S.Input == Value {}
    }

    /// The property for which this instance exposes a publisher (`$property`).
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set {}
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set {}
    }
}
