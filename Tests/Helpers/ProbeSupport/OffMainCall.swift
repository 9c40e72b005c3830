import Foundation

/// Runs `misuse`, which the compiler takes for main-actor code as a Swift 5 client's callback is, in a
/// `LegacyCallback` started on the main actor, with what `prepare` made there, after ``reached()``, and
/// waits for it to stop the process (a scenario that does not stop goes on after ten seconds).
public func runOffMainCall<Prepared>(
    _ prepare: @MainActor () -> Prepared,
    _ misuse: @escaping @MainActor (Prepared) -> Void
) {
    MainActor.assumeIsolated {
        let prepared = prepare()
        LegacyCallback().run {
            reached()
            misuse(prepared)
        }
    }
    Thread.sleep(forTimeInterval: 10)
}
