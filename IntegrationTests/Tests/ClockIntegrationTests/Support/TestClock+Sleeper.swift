import Clocks
import Testing

extension TestClock<Duration> {
    /// Waits until something sleeps on the clock, so that advancing it cannot run ahead of the sleeper.
    func waitForSleeper() async {
        for _ in 0..<1_000 {
            // `checkSuspension` throws once a sleep is pending.
            guard (try? await checkSuspension()) != nil else { return }
        }
        Issue.record("nothing slept on the test clock")
    }
}
