import Inject
import InjectTesting
import Testing

/// A seeded random number generator returns SplitMix64's sequence for its seed, the same on every run,
/// and a seeded source hands that sequence out one number per draw, whichever task draws.
@Suite(.injectionIsolated)
struct SeededRandomNumberGeneratorTests {
    // Reference values from an independent SplitMix64 implementation.
    @Test(
        arguments: [
            (0, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
            (42, [0xBDD7_3226_2FEB_6E95, 0x28EF_E333_B266_F103, 0x4752_6757_130F_9F52]),
        ] as [(UInt64, [UInt64])]
    )
    func returnsSplitMix64sSequenceForTheSeed(seed: UInt64, expected: [UInt64]) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        #expect((0..<3).map { _ in generator.next() } == expected)
    }

    @Test func theSameSeedGivesTheSameValuesAndAnotherSeedOthers() {
        var first = SeededRandomNumberGenerator(seed: 7)
        var second = SeededRandomNumberGenerator(seed: 7)
        var other = SeededRandomNumberGenerator(seed: 8)
        let rolls = (0..<20).map { _ in Int.random(in: 1...6, using: &first) }
        #expect(rolls == (0..<20).map { _ in Int.random(in: 1...6, using: &second) })
        #expect(rolls != (0..<20).map { _ in Int.random(in: 1...6, using: &other) })
    }

    @Test func aSeededSourceHandsOutTheSequenceOneNumberPerDraw() async {
        let source = RandomNumberSource.seeded(3)
        let draws = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<250).map { _ in source { $0.next() } } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        var reference = SeededRandomNumberGenerator(seed: 3)
        #expect(draws.count == 2_000)
        #expect(Set(draws) == Set((0..<2_000).map { _ in reference.next() }))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.injecting(\.randomNumberGenerator, .seeded(0)))
    @MainActor func aTestThatInjectsItDrawsTheSequence() {
        let reader = BuiltInReader()
        #expect(reader.random { $0.next() } == 0xE220_A839_7B1D_CDAF)
        #expect(reader.random { $0.next() } == 0x6E78_9E6A_A1B9_65F4)
    }

    /// `next()`'s doc: the generator is a value, so a copy made midway continues from the same state.
    @Test func aCopyMadeMidwayReturnsTheSameNumbersAsTheOriginal() {
        var original = SeededRandomNumberGenerator(seed: 5)
        _ = original.next()
        var copy = original
        #expect((0..<3).map { _ in copy.next() } == (0..<3).map { _ in original.next() })
    }
}
