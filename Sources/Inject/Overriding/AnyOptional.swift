/// An optional held as `Any`, whose wrapped value code that sees only `Any` can reach: the equality of
/// ``InjectedOverrides`` compares what an optional replacement wraps, and `withInjected(from:)` takes
/// the frame of what an optional parent holds.
///
/// A dynamic cast to this protocol finds an optional in a value typed `Any` without reflection.
protocol AnyOptional {
    /// The wrapped value; `nil` for `.none`.
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedValue: Any? { self }
}
