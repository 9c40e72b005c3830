/// A random number generator whose sequence depends only on its seed: the same seed, the same numbers.
///
/// The algorithm is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), as published by Sebastiano Vigna: the state advances by
/// `0x9E3779B97F4A7C15` at each call, and the output is the state mixed by
/// `z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9`, `z = (z ^ (z >> 27)) * 0x94D049BB133111EB`,
/// `z ^ (z >> 31)`, with wrapping multiplication. Its 64-bit sequence is the same on every platform and
/// in every release of `InjectTesting`. Values built from it by the standard library
/// (`Int.random(in:using:)`, `shuffled(using:)`) follow the standard library's algorithms, which a Swift
/// release may change. Good for tests; not for anything that must be unpredictable.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 0)
/// let first = generator.next()   // 0xE220A8397B1DCDAF, for every run on every platform
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    ///
    /// Two generators made with the same seed return the same sequence.
    ///
    /// ```swift
    /// var generator = SeededRandomNumberGenerator(seed: 42)
    /// let roll = Int.random(in: 1...6, using: &generator)
    /// ```
    ///
    /// - Parameter seed: The starting state; any value, zero included.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    ///
    /// The standard library calls it for `Int.random(in:using:)`, `shuffled(using:)` and the like; call
    /// it yourself for raw bits. The generator is a value: a copy made midway continues from the same
    /// state and returns the same numbers as the original, unlike copies of a `RandomNumberSource`,
    /// which share one generator.
    ///
    /// ```swift
    /// var generator = SeededRandomNumberGenerator(seed: 0)
    /// let first = generator.next()
    /// ```
    ///
    /// - Returns: 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
