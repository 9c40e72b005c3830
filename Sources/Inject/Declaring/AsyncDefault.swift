/// A dependency made by asynchronous code: declared as a default like every other one, and awaited where
/// it is used.
///
/// Declare the dependency's type as `AsyncDefault<Value>` and give the making as a closure. Inject
/// resolves the `AsyncDefault` itself as it resolves any dependency, so the scope and lifespan of the
/// injection point, leases, overrides at every level, contexts and tests apply to it unchanged; the
/// instance is made the first time someone awaits ``value``.
///
/// ```swift
/// extension DefaultValues {
///     var database: AsyncDefault<Database> {
///         AsyncDefault { try await Database.open(at: resolve(\.databaseURL)) }
///     }
/// }
///
/// @MainActor final class NotesModel: Injectable {
///     @Injected(\.database, .shared, .permanent) var database
///     var notes: [String] = []
///
///     func load() async throws { notes = try await database.value.notes() }
/// }
/// ```
///
/// The rules, which the article "Dependencies that take time to make" gives in full:
/// - **One making per instance.** Concurrent awaits of one `AsyncDefault` wait on one making, so the
///   points of a `.shared` dependency share it; each `.temporary` point resolves an `AsyncDefault` of
///   its own, and so a making of its own. Once made, ``value`` returns the instance at once.
/// - **Where it runs.** The making runs where its closure is isolated: a nonisolated closure runs off
///   the main actor, a `@MainActor` one on it. It runs in the `withInjected` frame the `AsyncDefault`
///   was resolved in, so what it resolves sees that frame's replacements and context.
/// - **Failure is not kept.** Every waiter of a making that throws gets its error; the next await
///   makes again.
/// - **Cancellation.** A cancelled waiter throws `CancellationError` at once, and the making goes on
///   for the others; once every waiter has gone, the making is cancelled, and the next await starts a
///   new one.
/// - **Cycles.** A making that awaits itself, directly or through other makings, stops the program
///   with the chain, as a cycle of defaults does.
///
/// `AsyncDefault` is `Sendable` and so is `Value`: the instance is handed to every waiter, whatever its
/// isolation.
public final class AsyncDefault<Value: Sendable>: Sendable {
    /// The making; `nil` for a value given ready.
    private let make: (@Sendable () async throws -> Value)?
    /// How a cycle's message names this making: the dependency being resolved when it was made, if
    /// any, and where.
    let origin: AsyncMakingChain.Origin
    /// The instance once made, the making under way and its waiters.
    @usableFromInline let state: Locked<AsyncMakingState<Value>>

    /// A default made by `make`, the first time someone awaits ``value``.
    ///
    /// Write it as a dependency's default, or as a replacement: a test can give a making that fails, or
    /// one that never finishes, to test a loading state. The `AsyncDefault` notes the `withInjected`
    /// frame it is created in, which a default's is the frame its injection point resolves in, and
    /// `make` runs there; one created outside every frame and every resolution, as a replacement in a
    /// test trait's arguments is, runs `make` in the frame of the await that starts it.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var remoteConfiguration: AsyncDefault<RemoteConfiguration> {
    ///         AsyncDefault { try await RemoteConfiguration.fetch() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the making is written, for messages.
    ///   - line: Where the making is written, for messages.
    ///   - make: The making: asynchronous, and possibly throwing. It runs where it is isolated.
    public init(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable () async throws -> Value
    ) {
        self.make = make
        origin = AsyncMakingChain.Origin(
            valueType: Value.self,
            writtenAt: SourceLocation(fileID: fileID, line: line)
        )
        // Where the making runs: the frame this `AsyncDefault` is made in, which a default's is the frame
        // its injection point resolves in. One made outside every frame and every resolution (a
        // replacement written in a test trait's arguments, or given to a `withInjected` outside every
        // frame) runs in the frame of the await that starts it instead.
        let frame = InjectionFrame.currentIfAny
        state = Locked(AsyncMakingState(frame: frame != nil || origin.key != nil ? .some(frame) : nil))
    }

    /// A default whose instance is made already: ``value`` returns `value` at once.
    ///
    /// For previews and tests, and for any replacement that has its value in hand.
    ///
    /// ```swift
    /// let model = withInjected(\.database, AsyncDefault(ready: Database.inMemory())) { NotesModel() }
    /// ```
    ///
    /// - Parameter value: The instance.
    public init(ready value: Value) {
        make = nil
        // Never part of a chain: it has nothing to make.
        origin = AsyncMakingChain.Origin(
            valueType: Value.self,
            writtenAt: SourceLocation(fileID: #fileID, line: #line)
        )
        state = Locked(AsyncMakingState(made: value))
    }

    /// The instance: returned at once if made already, else made, or the making under way awaited.
    ///
    /// It runs in the caller's isolation: awaited on the main actor, it returns there. The making
    /// itself runs where its closure is isolated. A waiter whose task is cancelled throws
    /// `CancellationError` at once, without cancelling the making for the others; an error of the making
    /// reaches every waiter of that making, and the next await makes again.
    ///
    /// ```swift
    /// extension NotesModel {
    ///     func count() async throws -> Int { try await database.value.notes().count }
    /// }
    /// ```
    @inlinable
    public nonisolated(nonsending) var value: Value {
        get async throws {
            if let made = state.withLock({ $0.made }) { return made }
            return try await awaitMaking()
        }
    }

    // MARK: - Waiting

    /// Joins the making under way, or starts one, and waits for it as one of its waiters.
    @usableFromInline
    nonisolated(nonsending) func awaitMaking() async throws -> Value {
        let link = AsyncMakingChain.Link(identity: ObjectIdentifier(self), origin: origin)
        AsyncMakingChain.checkNoCycle(closedBy: link)
        let chain = AsyncMakingChain.links
        let ticket = state.withLock { state in
            state.join { serial, frame in startMaking(serial, in: frame, chain: chain + [link]) }
        }
        let waiter: UInt64
        switch ticket {
        case .made(let value): return value
        case .waiter(let id): waiter = id
        }
        let endWait = AsyncMakingChain.beginWait(on: link)
        defer { endWait?() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLock { $0.register(waiter, continuation) }?.run()
            }
        } onCancel: {
            state.withLock { $0.cancel(waiter) }?.run()
        }
    }

    /// Starts the making `serial` in a task of its own, which no waiter's cancellation reaches, with
    /// the chain of makings it is part of; the task reports its outcome to ``finish(_:with:)``.
    ///
    /// A nonisolated synchronous function, so that the task is nonisolated too and `make` runs where
    /// it is isolated. It inherits the first waiter's task-local values (the running test, for
    /// failures that `make` records), and runs in `frame`, the one this `AsyncDefault` was made in, or
    /// for `nil` in the first waiter's.
    private func startMaking(
        _ serial: UInt64,
        in frame: InjectionFrame??,
        chain: [AsyncMakingChain.Link]
    ) -> Task<Void, Never> {
        guard let make else { preconditionFailure("a ready AsyncDefault has its instance") }
        return Task {
            let outcome: Result<Value, any Error>
            do {
                outcome = .success(
                    try await AsyncMakingChain.$links.withValue(chain) {
                        // The first waiter's frame, which the task inherits, is often this one already.
                        guard let frame, InjectionFrame.currentIfAny !== frame else { return try await make() }
                        return try await InjectionFrame.$current.withValue(frame) { try await make() }
                    }
                )
            } catch {
                outcome = .failure(error)
            }
            finish(serial, with: outcome)
        }
    }

    /// Hands the outcome of the making `serial` to its waiters, and keeps the instance if it was made.
    private func finish(_ serial: UInt64, with outcome: Result<Value, any Error>) {
        let waiting = state.withLock { $0.finish(serial, with: outcome) }
        for continuation in waiting { continuation.resume(with: outcome) }
    }
}
