import Foundation

@testable import Inject

/// An instance made asynchronously, with identity.
final class Store: Sendable {
    let name: String
    init(_ name: String = "store") { self.name = name }
}

/// An error a making throws on purpose.
struct MakingFailed: Error, Equatable {}

/// A door that makings wait at until the test opens it, which counts the makings that reached it.
///
/// Each test gives its own (`withInjected(\.asyncGate, gate)`), so the counts are its own. A waiter whose
/// task is cancelled stops waiting with `CancellationError`, as a making that honours cancellation does.
final class Gate: Sendable {
    private struct State {
        var isOpen: Bool
        var arrivals = 0
        var cancellations = 0
        var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
    }

    private let state: Locked<State>

    init(open: Bool = false) {
        state = Locked(State(isOpen: open))
    }

    /// How many makings reached the gate.
    var arrivals: Int { state.withLock { $0.arrivals } }
    /// How many makings are waiting at it now.
    var waiting: Int { state.withLock { $0.waiting.count } }
    /// How many makings were cancelled while they waited.
    var cancellations: Int { state.withLock { $0.cancellations } }

    /// Waits until the gate opens, or fails with what ``fail(_:)`` gives.
    func pass() async throws {
        let id = state.withLock { state -> Int? in
            state.arrivals += 1
            return state.isOpen ? nil : state.arrivals
        }
        guard let id else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state -> Bool in
                    if Task.isCancelled { return true }
                    if state.isOpen { return false }
                    state.waiting[id] = continuation
                    return false
                }
                if cancelled {
                    state.withLock { $0.cancellations += 1 }
                    continuation.resume(throwing: CancellationError())
                } else if state.withLock({ $0.waiting[id] == nil }) {
                    continuation.resume()
                }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let continuation = state.waiting.removeValue(forKey: id) else { return nil }
                state.cancellations += 1
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Opens the gate: the makings waiting go on, and later ones pass at once.
    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Fails the makings waiting now with `error`; the gate stays closed for later ones.
    func fail(_ error: any Error) {
        let waiting = state.withLock { state in
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume(throwing: error) }
    }
}

/// Waits, letting other tasks run, until `condition` holds: `false` if it does not within five seconds.
@MainActor
func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() {
        guard Date() < deadline else { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// A flag that one task sets and another reads.
final class Flag: Sendable {
    private let state = Locked(false)
    var isSet: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
}

/// The asynchronous dependencies of the tests of `AsyncDefault`.
extension DefaultValues {
    /// The gate the makings below wait at: replaced by each test that holds them back.
    var asyncGate: Gate { Gate(open: true) }

    /// A store made after the gate lets the making through.
    var asyncStore: AsyncDefault<Store> {
        let gate = resolve(\.asyncGate)
        return AsyncDefault {
            try await gate.pass()
            return Store()
        }
    }

    /// What the making of ``asyncNamed`` reads: replaced in frames.
    var asyncName: String { "live" }

    /// A name the making resolves after an await, in the frame the default was resolved in.
    var asyncNamed: AsyncDefault<String> {
        AsyncDefault { await resolve(\.asyncName) }
    }

    /// Whether a nonisolated making ran off the main queue, the main actor's executor.
    var asyncRanOffMain: AsyncDefault<Bool> {
        AsyncDefault { !isOnMainQueue() }
    }

    /// Whether a main-actor making ran on the main queue.
    var asyncRanOnMain: AsyncDefault<Bool> {
        AsyncDefault { @MainActor in isOnMainQueue() }
    }

    /// The flag ``asyncBlocking`` waits for, busy, holding its thread.
    var asyncFlag: Flag { Flag() }

    /// A making that holds its thread until the flag is set, for five seconds at most: whether it was.
    var asyncBlocking: AsyncDefault<Bool> {
        let flag = resolve(\.asyncFlag)
        return AsyncDefault {
            let deadline = Date().addingTimeInterval(5)
            while !flag.isSet, Date() < deadline { usleep(100) }
            return flag.isSet
        }
    }

    /// A store whose making resolves the store above after an await.
    var asyncComposite: AsyncDefault<[Store]> {
        AsyncDefault { [try await resolve(\.asyncStore, .shared)] }
    }
}

extension Result where Failure == any Error {
    /// The result of `body`, awaited.
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }

    /// The error, if a failure.
    var error: (any Error)? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

extension DefaultValues {
    /// Replaced globally by one test only.
    var asyncGlobal: AsyncDefault<Store> { AsyncDefault { Store("default") } }
}
