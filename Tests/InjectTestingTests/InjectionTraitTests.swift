import Inject
import InjectTesting
import Testing

/// A suite's trait applies to each of its tests; a test's own trait adds to it and wins where both
/// replace a key, and no test sees the replacements of another.
@Suite(.injecting(\.traitGreeting, "suite"))
struct InjectionTraitTests {
    @Test @MainActor func aSuiteTraitAppliesToEachTest() {
        #expect(resolve(\.traitGreeting) == "suite")
    }

    @Test(.injecting(\.traitNumber, 7))
    @MainActor func aTestTraitAddsToTheSuiteTrait() {
        #expect(resolve(\.traitNumber) == 7)
        #expect(resolve(\.traitGreeting) == "suite")
    }

    @Test(.injecting(\.traitGreeting, "test"))
    @MainActor func aTestTraitWinsOverTheSuiteTrait() {
        #expect(resolve(\.traitGreeting) == "test")
    }

    @Test(
        .injecting {
            $0[\.traitGreeting] = "built"
            $0[\.traitNumber] = 3
        }
    )
    @MainActor func aTraitCanReplaceSeveralKeysAtOnce() {
        #expect(resolve(\.traitGreeting) == "built")
        #expect(resolve(\.traitNumber) == 3)
    }

    @Test(.injecting(\.traitNumber, 9))
    @MainActor func resolvedPropertiesOfConsumersMadeInTheTestGetTheTraitsValues() {
        @MainActor final class Consumer {
            @Resolved(\.traitGreeting) var greeting
            @Resolved(\.traitNumber, .shared, .permanent) var number
        }
        let consumer = Consumer()
        #expect(consumer.greeting == "suite")
        #expect(consumer.number == 9)
    }

    @Test func aTestWithoutATraitOfItsOwnSeesNoOtherTestsReplacements() async {
        let number = await MainActor.run { resolve(\.traitNumber) }
        #expect(number == 0)
    }

    @Test @MainActor func aTestsInstancesAreReleasedWhenItEnds() async throws {
        @MainActor final class Seen {
            weak var pair: MarkedPair?
            weak var mark: Mark?
        }
        let seen = Seen()
        // The trait, run around a body here as Swift Testing runs it around a test.
        let trait = InjectionTrait.injecting(\.markedPair, MarkedPair())
        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            await MainActor.run {
                // Kept by the frame, and holding it: its point captured the frame it was made in.
                let pair = resolve(\.markedPair)
                seen.pair = pair
                seen.mark = pair.shared
            }
        }
        #expect(seen.pair == nil)
        #expect(seen.mark == nil)
    }

    /// `ValueSource.frameOverride`: a test trait's replacement is a frame's; a key no trait replaces is the
    /// declared default.
    @Test @MainActor func aTraitsReplacementIsReportedAsAFramesReplacement() {
        final class Screen {
            @Injected(\.traitGreeting) var greeting
            @Injected(\.traitNumber) var number
        }
        let screen = Screen()
        _ = (screen.greeting, screen.number)
        #expect(screen.$greeting.source == .frameOverride)
        #expect(screen.$number.source == .defaultValue)
    }

    /// A test that throws ends as one that returns: its frame lets go of its instances before the error
    /// reaches Swift Testing.
    @Test @MainActor func aThrowingTestsInstancesAreReleasedToo() async throws {
        struct Thrown: Error {}
        @MainActor final class Seen {
            weak var pair: MarkedPair?
            weak var mark: Mark?
        }
        let seen = Seen()
        let test = try #require(Test.current)
        let trait = InjectionTrait.injecting(\.markedPair, MarkedPair())
        await #expect(throws: Thrown.self) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                await MainActor.run {
                    let pair = resolve(\.markedPair)
                    seen.pair = pair
                    seen.mark = pair.shared
                }
                throw Thrown()
            }
        }
        #expect(seen.pair == nil)
        #expect(seen.mark == nil)
    }

    /// `injecting(_:)`'s doc: the values `configure` sets are made before the test's frame opens, so an
    /// object among them resolves without these replacements, also where a suite trait opened the frame.
    @Test(
        .injecting {
            $0[\.traitConfiguredScreen] = TraitConfiguredScreen()
            $0[\.traitConfiguredPart] = "configured"
        }
    )
    @MainActor func anObjectMadeInATraitsConfigurationUnderASuiteTraitResolvesWithoutItsReplacements() {
        #expect(resolve(\.traitConfiguredScreen).part.wrappedValue == "default")
        #expect(TraitConfiguredScreen().part.wrappedValue == "configured")
    }

    /// `isRecursive`: a suite's trait reaches the tests of the suites nested in it.
    @Suite struct NestedTests {
        @Test @MainActor func aNestedSuitesTestGetsTheOuterSuitesReplacements() {
            #expect(resolve(\.traitGreeting) == "suite")
        }
    }
}
