// Scenarios of dependencies made asynchronously that must stop the process, or touch global state:
// a cycle among makings (in one chain, or closed by makings that tasks started apart), an
// `unimplemented` async default, and `reset()` with a making under way.
import Foundation
import Inject
import ProbeSupport

/// Runs the `AsyncDefault` scenarios, or stops with status 2 if none has that name.
func runAsyncDefaultScenario(_ scenario: String) {
    let body: @MainActor () async throws -> Void
    switch scenario {
    case "async-cycle":
        body = {
            reached()
            _ = try await resolve(\.probeAsyncCycleA)
        }
    case "async-self-cycle":
        body = {
            reached()
            _ = try await resolve(\.probeAsyncSelf, .shared, .permanent)
        }
    case "async-cross-task-cycle":
        body = {
            reached()
            // Without the check the makings wait on each other for ever: end then, without stopping.
            Task.detached {
                try await Task.sleep(nanoseconds: 10_000_000_000)
                print("the makings wait on each other")
                exit(0)
            }
            // Two tasks start the two makings; each then awaits the other's, which no one chain holds.
            async let first = resolve(\.probeAsyncCrossA, .shared, .permanent)
            async let second = resolve(\.probeAsyncCrossB, .shared, .permanent)
            _ = try await (first, second)
        }
    case "async-unimplemented":
        body = {
            reached()
            _ = try await resolve(\.probeAsyncUnimplemented)
        }
    case "async-reset":
        body = runAsyncReset
    default:
        print("unknown scenario \(scenario)")
        exit(2)
    }
    Task { @MainActor in
        do { try await body() } catch { print("error \(error)") }
        exit(0)
    }
    dispatchMain()
}

final class AsyncMade: Sendable {}

/// Which of the makings of `\.probeAsyncCrossA` and `\.probeAsyncCrossB` have started.
let crossMakingsStarted = Locked(Set<String>())

/// Marks the making `name` started, then waits until `other` has too, so that each is started by its own
/// task before either awaits the other.
@Sendable func startCrossMaking(_ name: String, after other: String) async throws {
    crossMakingsStarted.withLock { _ = $0.insert(name) }
    while !crossMakingsStarted.withLock({ $0.contains(other) }) { try await Task.sleep(nanoseconds: 1_000_000) }
}

/// Counts the makings of `\.probeAsyncCounted`.
let asyncMakings = Locked(0)

extension DefaultValues {
    var probeAsyncCycleA: AsyncDefault<Int> { AsyncDefault { try await resolve(\.probeAsyncCycleB) + 1 } }
    var probeAsyncCycleB: AsyncDefault<Int> { AsyncDefault { try await resolve(\.probeAsyncCycleA) + 1 } }
    var probeAsyncSelf: AsyncDefault<Int> { AsyncDefault { try await resolve(\.probeAsyncSelf, .shared, .permanent) } }
    var probeAsyncCrossA: AsyncDefault<Int> {
        AsyncDefault {
            try await startCrossMaking("A", after: "B")
            return try await resolve(\.probeAsyncCrossB, .shared, .permanent) + 1
        }
    }
    var probeAsyncCrossB: AsyncDefault<Int> {
        AsyncDefault {
            try await startCrossMaking("B", after: "A")
            return try await resolve(\.probeAsyncCrossA, .shared, .permanent) + 1
        }
    }
    var probeAsyncUnimplemented: AsyncDefault<Int> { unimplemented(AsyncDefault(ready: 0)) }
    var probeAsyncCounted: AsyncDefault<AsyncMade> {
        AsyncDefault {
            asyncMakings.withLock { $0 += 1 }
            try await Task.sleep(nanoseconds: 20_000_000)
            return AsyncMade()
        }
    }
}

/// `reset()` drops a made instance, and a making under way then is kept nowhere.
@MainActor
func runAsyncReset() async throws {
    let first = try await resolve(\.probeAsyncCounted, .shared, .permanent)
    print("found before reset \(try await resolve(\.probeAsyncCounted, .shared, .permanent) === first)")
    DefaultValues.reset()
    let second = try await resolve(\.probeAsyncCounted, .shared, .permanent)
    print("made again after reset \(second !== first && asyncMakings.withLock { $0 } == 2)")
    // A making under way at the reset: its waiter gets its instance, and the storage does not keep it.
    DefaultValues.reset()
    let waiter = Task { @MainActor in try await resolve(\.probeAsyncCounted, .shared, .permanent) }
    try await Task.sleep(nanoseconds: 5_000_000)
    DefaultValues.reset()
    let underWay = try await waiter.value
    let after = try await resolve(\.probeAsyncCounted, .shared, .permanent)
    print("under way not kept \(after !== underWay && asyncMakings.withLock { $0 } == 4)")
}
