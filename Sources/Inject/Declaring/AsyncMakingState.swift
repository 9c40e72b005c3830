/// The state of one ``AsyncDefault``: its instance once made, the making under way, and the waiters of
/// each making, which its lock guards.
///
/// A waiter joins (``join(start:)``), then registers the continuation it waits with
/// (``register(_:_:)``); its task's cancellation may come at any point (``cancel(_:)``), before it
/// registers or after, and the making's outcome too (``finish(_:with:)``). Each entry says which of
/// these happened, so that every waiter is resumed once, and the making is cancelled when its last
/// waiter goes. Continuations are resumed, and tasks cancelled, by the caller once the lock is let go
/// (``AfterUnlock``): a cancellation runs the making's own handlers, which may take other locks.
@usableFromInline
struct AsyncMakingState<Value: Sendable>: Sendable {
    /// What a waiter that joins gets: the instance, made already, or its number as a waiter.
    enum Ticket {
        case made(Value)
        case waiter(UInt64)
    }

    /// Where a waiter stands.
    private enum Waiter: Sendable {
        /// Joined, its continuation not registered yet.
        case joined
        /// Registered, waiting.
        case waiting(CheckedContinuation<Value, any Error>)
        /// Cancelled before it registered: it throws `CancellationError` when it does.
        case cancelled
        /// Its making finished before it registered: it gets the outcome when it does.
        case finished(Result<Value, any Error>)
    }

    /// A making under way: its number, its task and how many waiters wait on it.
    private struct Making: Sendable {
        let serial: UInt64
        let task: Task<Void, Never>
        var waiters: Int
    }

    /// What to do once the lock is let go: resume a waiter, cancel a making.
    struct AfterUnlock: Sendable {
        var continuation: CheckedContinuation<Value, any Error>?
        var outcome: Result<Value, any Error> = .failure(CancellationError())
        var cancelling: Task<Void, Never>?

        func run() {
            continuation?.resume(with: outcome)
            cancelling?.cancel()
        }
    }

    /// The instance, once a making succeeded.
    @usableFromInline private(set) var made: Value?
    /// The making new waiters join, if one is under way.
    private var making: Making?
    /// The waiters not resumed yet, with the making they wait on.
    private var waiters: [UInt64: (making: UInt64, waiter: Waiter)] = [:]
    /// The last number given to a waiter or a making.
    private var lastSerial: UInt64 = 0

    /// How many waiters are not resumed yet, or resumed by a making that finished before they
    /// registered: none once every await has returned.
    var unfinishedWaiters: Int { waiters.count }

    /// Whether a making is under way.
    var isMaking: Bool { making != nil }

    /// Where the makings run: in a frame the `AsyncDefault` is bound to (`.some(nil)`: outside every
    /// frame), or, for `nil`, in the frame of the waiter that starts each. Let go of once a making
    /// succeeds, so that a frame that keeps this `AsyncDefault` for good (`.permanent`) and the
    /// `AsyncDefault` do not keep each other alive.
    private var frame: InjectionFrame??

    init(made: Value? = nil, frame: InjectionFrame?? = nil) {
        self.made = made
        self.frame = frame
    }

    /// Joins the making under way as a new waiter, or starts one with `start`, given the frame to run
    /// in (it must not wait on this state); the instance if it is made already.
    mutating func join(start: (UInt64, InjectionFrame??) -> Task<Void, Never>) -> Ticket {
        if let made { return .made(made) }
        lastSerial &+= 1
        let id = lastSerial
        if making == nil { making = Making(serial: id, task: start(id, frame), waiters: 0) }
        making!.waiters += 1
        waiters[id] = (making!.serial, .joined)
        return .waiter(id)
    }

    /// Registers the continuation that waiter `id` waits with; resumes it at once if it was cancelled,
    /// or its making finished, meanwhile.
    mutating func register(_ id: UInt64, _ continuation: CheckedContinuation<Value, any Error>) -> AfterUnlock? {
        guard let (serial, waiter) = waiters[id] else { preconditionFailure("a waiter registers once") }
        switch waiter {
        case .joined:
            waiters[id] = (serial, .waiting(continuation))
            return nil
        case .cancelled:
            waiters[id] = nil
            return AfterUnlock(continuation: continuation)
        case .finished(let outcome):
            waiters[id] = nil
            return AfterUnlock(continuation: continuation, outcome: outcome)
        case .waiting:
            preconditionFailure("a waiter registers once")
        }
    }

    /// Stops waiter `id`, whose task was cancelled: it throws `CancellationError`, and the making is
    /// cancelled if no one else waits on it. Nothing if it was resumed already.
    mutating func cancel(_ id: UInt64) -> AfterUnlock? {
        guard let (serial, waiter) = waiters[id] else { return nil }
        switch waiter {
        case .joined:
            waiters[id] = (serial, .cancelled)
            return AfterUnlock(cancelling: leave(serial))
        case .waiting(let continuation):
            waiters[id] = nil
            return AfterUnlock(continuation: continuation, cancelling: leave(serial))
        case .cancelled, .finished:
            return nil
        }
    }

    /// Counts a waiter of making `serial` gone; returns the making's task to cancel, and forgets the
    /// making, when it was the last: the next waiter starts a new one.
    private mutating func leave(_ serial: UInt64) -> Task<Void, Never>? {
        guard var current = making, current.serial == serial else { return nil }
        current.waiters -= 1
        guard current.waiters == 0 else {
            making = current
            return nil
        }
        making = nil
        return current.task
    }

    /// Ends making `serial` with `outcome`: keeps the instance if it was made, and returns the
    /// continuations to resume with the outcome. Nothing for a making that was cancelled: no one waits
    /// on it any longer, and a newer one may be under way.
    mutating func finish(_ serial: UInt64, with outcome: Result<Value, any Error>) -> [CheckedContinuation<
        Value, any Error
    >] {
        guard making?.serial == serial else { return [] }
        making = nil
        if case .success(let value) = outcome {
            made = value
            frame = nil
        }
        var resumed: [CheckedContinuation<Value, any Error>] = []
        for (id, entry) in waiters where entry.making == serial {
            switch entry.waiter {
            case .joined:
                waiters[id] = (serial, .finished(outcome))
            case .waiting(let continuation):
                waiters[id] = nil
                resumed.append(continuation)
            case .cancelled, .finished:
                break
            }
        }
        return resumed
    }
}
