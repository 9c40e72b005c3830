/// A random number generator that any task can draw from.
///
/// Code that depends on chance (a shuffle, a jittered retry delay, a dice roll) injects a source and
/// draws from its generator inside a closure, so that a test can make the draws repeatable with a
/// seeded generator. Copies share one generator, and draws from many tasks take turns: each draw
/// takes the next numbers of the generator's sequence. Inject supplies one as
/// ``DefaultValues/randomNumberGenerator``.
///
/// ```swift
/// @MainActor
/// final class Dice {
///     @Injected(\.randomNumberGenerator) var random
///
///     func roll() -> Int {
///         random { Int.random(in: 1...6, using: &$0) }
///     }
/// }
/// ```
public struct RandomNumberSource: Sendable {
    private let generator: Locked<any RandomNumberGenerator & Sendable>

    /// Creates a source that draws from `generator`.
    ///
    /// The source keeps the generator and advances it with every draw, whichever copy of the source
    /// draws.
    ///
    /// ```swift
    /// let system = RandomNumberSource(SystemRandomNumberGenerator())
    /// ```
    ///
    /// - Parameter generator: The generator every draw uses.
    public init(_ generator: some RandomNumberGenerator & Sendable) {
        self.generator = Locked(generator)
    }

    /// Runs `body` with the generator, while no other caller can draw from it.
    ///
    /// Draw everything one decision needs in one call. `body` must not use this source again: the
    /// generator is locked until `body` returns.
    ///
    /// ```swift
    /// let (first, second) = random { (Int.random(in: 1...6, using: &$0), Int.random(in: 1...6, using: &$0)) }
    /// let order = random { [1, 2, 3].shuffled(using: &$0) }
    /// ```
    ///
    /// - Parameter body: Draws from the generator it is given.
    /// - Returns: What `body` returns.
    public func callAsFunction<Result>(
        _ body: (inout any RandomNumberGenerator & Sendable) throws -> Result
    ) rethrows -> Result {
        try generator.withLock { try body(&$0) }
    }
}

extension DefaultValues {
    /// The random number generator, as a ``RandomNumberSource`` that code draws from in a closure.
    ///
    /// In the app and in previews it is the system's `SystemRandomNumberGenerator`. In tests, reading
    /// it without a replacement fails the test with the key path, so a test that depends on chance
    /// says so; replace it with `.seeded(_:)` from `InjectTesting`.
    ///
    /// ```swift
    /// @MainActor
    /// final class Dice {
    ///     @Injected(\.randomNumberGenerator) var random
    ///
    ///     func roll() -> Int {
    ///         random { Int.random(in: 1...6, using: &$0) }
    ///     }
    /// }
    /// ```
    public var randomNumberGenerator: RandomNumberSource { randomNumberGenerator(in: context) }

    /// The value of `\.randomNumberGenerator` in `context`. The process's context is fixed at launch;
    /// the parameter lets the tests reach the other contexts' values.
    package func randomNumberGenerator(in context: InjectionContext) -> RandomNumberSource {
        context.choose(
            live: RandomNumberSource(SystemRandomNumberGenerator()),
            preview: RandomNumberSource(SystemRandomNumberGenerator()),
            test: builtInUnimplemented(RandomNumberSource(SystemRandomNumberGenerator()))
        )
    }
}
