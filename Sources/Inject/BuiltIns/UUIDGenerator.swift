// `UUID` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without the
// rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes a new UUID each time it is called.
///
/// Code that creates identifiers injects a generator instead of calling `UUID()`, so that a test can
/// predict the identifiers it creates. Inject supplies one as ``DefaultValues/uuid``.
///
/// ```swift
/// @MainActor
/// final class Drafts {
///     @Injected(\.uuid) var uuid
///     var ids: [UUID] = []
///
///     func add() { ids.append(uuid()) }
/// }
/// ```
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// Creates a generator that calls `generate` for each UUID.
    ///
    /// The closure runs on whatever thread calls the generator, once per call.
    ///
    /// ```swift
    /// let same = UUIDGenerator { UUID(uuidString: "DEADBEEF-0000-4000-8000-000000000000")! }
    /// ```
    ///
    /// - Parameter generate: Returns a UUID, each time the generator is called.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// The next UUID.
    ///
    /// Each call is a new UUID as far as the generator goes: a random one in the app, the next of a
    /// sequence in a test.
    ///
    /// ```swift
    /// @MainActor final class Notes {
    ///     @Injected(\.uuid) var uuid
    ///
    ///     func newID() -> UUID { uuid() }
    /// }
    /// ```
    ///
    /// - Returns: The UUID.
    public func callAsFunction() -> UUID {
        generate()
    }
}

extension DefaultValues {
    /// Makes UUIDs, as a ``UUIDGenerator`` that code calls for each new identifier.
    ///
    /// In the app and in previews it returns `UUID()`, a random UUID, at each call. Previews get random
    /// UUIDs too: identifiers are rarely shown, and a counting generator per injection point would
    /// give two models of one preview the same identifiers. In tests, reading it without a replacement
    /// fails the test with the key path; replace it with `.incrementing` from `InjectTesting`.
    ///
    /// ```swift
    /// @MainActor
    /// final class Drafts {
    ///     @Injected(\.uuid) var uuid
    ///     var ids: [UUID] = []
    ///
    ///     func add() { ids.append(uuid()) }
    /// }
    /// ```
    public var uuid: UUIDGenerator { uuid(in: context) }

    /// The value of `\.uuid` in `context`. The process's context is fixed at launch; the parameter lets
    /// the tests reach the other contexts' values.
    package func uuid(in context: InjectionContext) -> UUIDGenerator {
        let random = UUIDGenerator { UUID() }
        return context.choose(live: random, preview: random, test: builtInUnimplemented(random))
    }
}
