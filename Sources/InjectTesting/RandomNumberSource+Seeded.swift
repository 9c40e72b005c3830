import Inject

extension RandomNumberSource {
    /// A source that draws from a ``SeededRandomNumberGenerator``: the same seed, the same draws.
    ///
    /// Each call makes a new source whose generator starts from `seed`; copies of one source share its
    /// generator. A trait's value is made again for each test and each test case,
    /// so every test draws the same sequence, on a suite too.
    ///
    /// ```swift
    /// @Test(.injecting(\.randomNumberGenerator, .seeded(7)))
    /// @MainActor func rollsTheSameAsASourceWithTheSameSeed() {
    ///     let reference = RandomNumberSource.seeded(7)
    ///     #expect(Dice().roll() == reference { Int.random(in: 1...6, using: &$0) })
    /// }
    /// ```
    ///
    /// - Parameter seed: The generator's starting state.
    /// - Returns: The source.
    public static func seeded(_ seed: UInt64) -> RandomNumberSource {
        RandomNumberSource(SeededRandomNumberGenerator(seed: seed))
    }
}
