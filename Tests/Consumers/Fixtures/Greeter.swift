/// A dependency injected as an existential, `any Greeter`, as apps inject services behind protocols.
///
/// Class-bound so that tests can compare instances with `===`.
public protocol Greeter: AnyObject, Sendable {
    /// The greeting this implementation says.
    var greeting: String { get }
}

/// The default ``Greeter``.
public final class PoliteGreeter: Greeter {
    /// "Good morning".
    public let greeting = "Good morning"

    /// Makes a greeter.
    public init() {}
}

/// The ``Greeter`` tests inject in place of the default.
public final class MockGreeter: Greeter {
    /// "Hi from a mock".
    public let greeting = "Hi from a mock"

    /// Makes a greeter.
    public init() {}
}
