import Inject

#if os(Linux) && arch(x86_64)
    import Glibc

    /// The bytes malloc has handed out and not taken back: glibc's `mallinfo2().uordblks`. The Glibc
    /// module does not import `mallinfo2`, so it is looked up by name; on x86-64 a C function that
    /// returns a structure this large writes it through a pointer passed as its first argument, and
    /// this calls it that way.
    func bytesInUse() -> Int {
        typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
        var fields = [Int](repeating: 0, count: 10)  // ten `size_t`; `uordblks` is the eighth
        fields.withUnsafeMutableBytes { _ = unsafeBitCast(symbol, to: MallInfo2.self)($0.baseAddress!) }
        return fields[7]
    }
#endif

// The rows of dependencies made asynchronously (issue 39), against the same work written by hand with
// a `Task`: awaiting an instance already made, making one, and a thousand concurrent first awaits of
// one `.shared` dependency, with the memory those waiters hold.

/// An instance made asynchronously.
final class AsyncMade: Sendable {}

/// The making both sides run: a new instance, after an `await` that does not suspend.
@inline(never)
func makeAsync() async throws -> AsyncMade {
    AsyncMade()
}

/// The structure of an `AsyncDefault`'s making written by hand, without its state: a task of its own
/// that resumes the waiter's continuation, which waits inside a cancellation handler.
func madeThroughContinuation() async throws -> AsyncMade {
    try await withTaskCancellationHandler {
        try await withUnsafeThrowingContinuation { continuation in
            Task {
                do {
                    continuation.resume(returning: try await makeAsync())
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    } onCancel: {
    }
}

/// Counts the makings of `\.pairedAsync`.
@MainActor var pairedMakings = 0

extension DefaultValues {
    var pairedAsync: AsyncDefault<AsyncMade> {
        AsyncDefault { try await makeAsync() }
    }

    /// Counted, for the thousand first awaits: one making per round.
    var pairedAsyncCounted: AsyncDefault<AsyncMade> {
        AsyncDefault { @MainActor in
            pairedMakings += 1
            return try await makeAsync()
        }
    }
}

@MainActor final class AsyncConsumer {
    @Injected(\.pairedAsync, .shared, .permanent) var made
}

extension Pairing {
    /// `compare(_:_:)` for batches that await.
    typealias AsyncBatch = @MainActor (Pairing) async -> Duration

    func compareAsync(_ title: String, _ subjects: [(name: String, batch: AsyncBatch)]) async {
        var times = Array(repeating: [Double](), count: subjects.count)
        for index in order(of: subjects.count) {
            times[index].append(nanoseconds(await subjects[index].batch(self)) / Double(batch))
        }
        report(title, names: subjects.map(\.name), times: times)
    }

    /// Times `operation`, awaited with each index of the batch.
    func timedAsync(_ operation: (Int) async throws -> AsyncMade) async -> Duration {
        let clock = ContinuousClock()
        var checksum: UInt = 0
        let start = clock.now
        for index in 0..<batch {
            guard let made = try? await operation(index) else { fatalError("a making failed") }
            fold(&checksum, made)
        }
        let time = start.duration(to: clock.now)
        Self.sink &+= checksum
        return time
    }

    /// Awaiting an instance already made: a made `AsyncDefault`'s `value`, through an injection point
    /// or directly, against a hand-written `await` of a finished `Task`'s value.
    func compareAwaitingMade() async {
        let task = Task { try await makeAsync() }
        _ = try? await task.value
        let consumer = AsyncConsumer()
        let made = consumer.made
        _ = try? await made.value
        await compareAsync(
            "Awaiting an instance already made",
            [
                (
                    "hand-written: await a finished Task's value",
                    { pairing in
                        await pairing.timedAsync { _ in try await task.value }
                    }
                ),
                (
                    "Inject: await an AsyncDefault's value",
                    { pairing in
                        await pairing.timedAsync { _ in try await made.value }
                    }
                ),
                (
                    "Inject: await the value of a resolved @Injected point",
                    { pairing in
                        await pairing.timedAsync { _ in try await consumer.made.value }
                    }
                ),
            ]
        )
    }

    /// Making one: an `AsyncDefault` made and awaited, directly or resolved `.temporary` through the
    /// pipeline, against a hand-written `Task { try await make() }.value`.
    func compareMakingOne() async {
        await compareAsync(
            "Making one instance",
            [
                (
                    "hand-written: Task { try await make() }.value",
                    { pairing in
                        await pairing.timedAsync { _ in try await Task { try await makeAsync() }.value }
                    }
                ),
                (
                    "hand-written: a Task resuming a waiter's continuation",
                    { pairing in
                        await pairing.timedAsync { _ in try await madeThroughContinuation() }
                    }
                ),
                (
                    "Inject: AsyncDefault { try await make() }.value",
                    { pairing in
                        await pairing.timedAsync { _ in try await AsyncDefault { try await makeAsync() }.value }
                    }
                ),
                (
                    "Inject: try await resolve(\\.x) (.temporary)",
                    { pairing in
                        await pairing.timedAsync { _ in try await resolve(\.pairedAsync) }
                    }
                ),
            ]
        )
    }

    /// A thousand concurrent first awaits of one `.shared` dependency, in a frame of their own each
    /// round, against a thousand tasks awaiting one hand-written `Task`'s value; one operation is one
    /// waiter. Then the bytes a thousand waiters hold while the making is held back.
    func compareThousandFirstAwaits() async {
        let waiters = 1_000
        await compareAsync(
            "1,000 concurrent first awaits of one .shared dependency (per waiter)",
            [
                (
                    "hand-written: 1,000 tasks awaiting one Task's value",
                    { pairing in
                        let clock = ContinuousClock()
                        let start = clock.now
                        let making = Task { try await makeAsync() }
                        let tasks = (0..<waiters).map { _ in Task { @MainActor in try await making.value } }
                        for task in tasks { _ = try? await task.value }
                        return (start.duration(to: clock.now) / waiters) * pairing.batch
                    }
                ),
                (
                    "Inject: 1,000 tasks resolving .shared, .permanent",
                    { pairing in
                        let clock = ContinuousClock()
                        let before = pairedMakings
                        let start = clock.now
                        await withInjected({ _ in }) {
                            let tasks = (0..<waiters).map { _ in
                                Task { @MainActor in try await resolve(\.pairedAsyncCounted, .shared, .permanent) }
                            }
                            for task in tasks { _ = try? await task.value }
                        }
                        let time = start.duration(to: clock.now)
                        precondition(pairedMakings == before + 1, "one making per round")
                        return (time / waiters) * pairing.batch
                    }
                ),
            ]
        )
        await printHeldBytes(waiters: waiters)
    }

    /// The bytes that `waiters` tasks hold while they wait on one making held back, each way.
    private func printHeldBytes(waiters: Int) async {
        #if os(Linux) && arch(x86_64)
            var held: [(String, Int)] = []
            for inject in [false, true] {
                let gate = HeldMaking()
                let before = bytesInUse()
                let tasks: [Task<AsyncMade, any Error>]
                var frame: CapturedFrame?
                if inject {
                    let making = withInjected(
                        \.pairedAsync,
                        AsyncDefault { @MainActor in
                            await gate.wait()
                            return try await makeAsync()
                        }
                    ) { CapturedFrame() }
                    frame = making
                    tasks = (0..<waiters).map { _ in
                        Task { @MainActor in
                            try await withInjected(from: making) {
                                try await resolve(\.pairedAsync, .shared, .permanent)
                            }
                        }
                    }
                } else {
                    let making = Task { @MainActor in
                        await gate.wait()
                        return try await makeAsync()
                    }
                    tasks = (0..<waiters).map { _ in Task { @MainActor in try await making.value } }
                }
                while gate.continuation == nil { await Task.yield() }
                for _ in 0..<10 { await Task.yield() }
                let during = bytesInUse()
                gate.open()
                for task in tasks { _ = try? await task.value }
                withExtendedLifetime(frame) {}
                held.append((inject ? "Inject" : "hand-written", (during - before) / waiters))
            }
            print(
                "  bytes held per waiter while the making waits: "
                    + held.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            )
        #endif
    }
}

/// A making held back until the benchmark opens it.
@MainActor final class HeldMaking {
    var continuation: CheckedContinuation<Void, Never>?
    func wait() async { await withCheckedContinuation { continuation = $0 } }
    func open() { continuation?.resume() }
}
