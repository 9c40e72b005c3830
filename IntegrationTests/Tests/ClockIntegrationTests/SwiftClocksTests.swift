import Clocks
import Inject
import InjectTesting
import Testing

/// swift-clocks' TestClock and ImmediateClock drop into `\.clock`, and a model sleeping on the injected
/// clock wakes exactly when the test moves the clock past its deadline.
@Suite(.injectionIsolated)
struct SwiftClocksTests {
    // MARK: - Dropping in

    @Test(.injecting(\.clock, TestClock()))
    @MainActor func aTestClockDropsInAsTheClockAModelGets() {
        #expect(Debouncer().clock is TestClock<Duration>)
    }

    @Test(.injecting(\.clock, ImmediateClock()))
    @MainActor func anImmediateClockDropsInAndSleepsEndAtOnce() async throws {
        let debouncer = Debouncer()
        let started = ContinuousClock.now
        try await debouncer.run()
        #expect(debouncer.clock is ImmediateClock<Duration>)
        #expect(debouncer.runs == 1)
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    // MARK: - Advancing

    @Test @MainActor func aModelSleepingOnTheInjectedTestClockWakesWhenTheClockPassesItsDeadline() async throws {
        let clock = TestClock()
        let debouncer = withInjected(\.clock, clock) { Debouncer() }
        let running = Task { try await debouncer.run() }
        await clock.waitForSleeper()

        await clock.advance(by: .milliseconds(999))
        #expect(debouncer.runs == 0)

        await clock.advance(by: .milliseconds(1))
        try await running.value
        #expect(debouncer.runs == 1)
    }

    @Test(.injecting(\.clock, TestClock()))
    @MainActor func theTraitsTestClockIsTheOneTheModelSleepsOn() async throws {
        let debouncer = Debouncer()
        let clock = try #require(debouncer.clock as? TestClock<Duration>)
        let running = Task { try await debouncer.run() }
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        try await running.value
        #expect(debouncer.runs == 1)
    }
}
