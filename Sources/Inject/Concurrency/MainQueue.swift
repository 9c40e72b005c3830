import Dispatch
import Foundation

#if canImport(CDispatch)
    // Dispatch's C interface, which the toolchain ships beside the `Dispatch` module where Dispatch is
    // not part of the system (Linux): `dispatch_get_specific` without the Swift wrapper.
    private import CDispatch
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the caller runs on the main actor's queue, without stopping the process when it does not.
///
/// The main actor runs its work on the main dispatch queue, which is the main thread in an app and a
/// worker thread in a process that called `dispatchMain()` (test runners on Linux do, and so does any
/// program whose entry point is `async`). Inject checks this on first resolution, because the
/// concurrency runtime's own check stops the process without saying which injection point was read
/// off the main actor.
///
/// Where Dispatch's C interface is importable, this asks it directly: `DispatchQueue.getSpecific` boxes
/// and unboxes the value it finds on every call (Benchmarks/README.md gives both). On Apple platforms the main actor runs on the main thread, which the callers recognize by
/// a thread comparison first, so the Swift interface is asked there only off the main thread.
@usableFromInline
func isOnMainQueue() -> Bool {
    #if canImport(CDispatch)
        CDispatch.dispatch_get_specific(MainQueueMarker.shared.key) != nil
    #else
        DispatchQueue.getSpecific(key: MainQueueMarker.shared.key) != nil
    #endif
}

/// Whether the caller runs on the main actor, which Inject checks before it resolves or replaces.
///
/// Two cases pass with a thread comparison: the process's main thread, once a check has run there,
/// which runs only main-actor work; and a nested resolution (a default resolving what it needs), which
/// runs synchronously on the thread of the outermost one (``ResolutionsUnderWay/isOnResolvingThread``).
/// Anything else asks Dispatch (``isOnMainQueue()``). `Thread.isMainThread`, a system call on Linux, is
/// asked once, on the first check that runs on the main queue: a process that called `dispatchMain()`
/// never runs the main actor on its main thread.
func isOnMainActor() -> Bool {
    let thread = currentThreadID()
    if thread != 0, thread == MainThread.id { return true }
    if ResolutionsUnderWay.isOnResolvingThread { return true }
    guard isOnMainQueue() else { return false }
    MainThread.noteMainQueue(on: thread)
    return true
}

/// The main thread's identity, once a check ran there (``ProcessWord/mainThread``).
private enum MainThread {
    static var id: UInt { UInt(bitPattern: ProcessWord.mainThread.value) }

    /// Records, on the first check that runs on the main queue, whether `thread` is the main thread.
    /// Main-queue work runs one job at a time, so no other check records meanwhile.
    static func noteMainQueue(on thread: UInt) {
        guard ProcessWord.mainThread.value == 0 else { return }
        ProcessWord.mainThread.store(Thread.isMainThread ? Int(bitPattern: thread) : -1)
    }
}

/// The calling thread's identity, to compare with another thread's, never to dereference; `0` where
/// there is no POSIX thread to name (then every comparison fails and the full check runs).
func currentThreadID() -> UInt {
    #if canImport(Glibc)
        UInt(pthread_self())
    #elseif canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        0
    #endif
}

#if canImport(CDispatch)
    /// A marker set once on the main queue, so that code can ask whether it runs there: its address is
    /// the key, which no other code uses, and the shared marker lives as long as the process.
    private final class MainQueueMarker: Sendable {
        var key: UnsafeRawPointer { UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(self)))! }

        static let shared: MainQueueMarker = {
            let marker = MainQueueMarker()
            // Any non-null value marks the queue; the marker is never deallocated, so none is freed.
            CDispatch.dispatch_queue_set_specific(
                CDispatch.dispatch_get_main_queue(),
                marker.key,
                UnsafeMutableRawPointer(mutating: marker.key),
                nil
            )
            return marker
        }()
    }
#else
    /// A marker set once on the main queue, so that code can ask whether it runs there.
    ///
    /// `@unchecked Sendable`: the key is an immutable token that Dispatch reads and writes under its own
    /// synchronization; the marker only hands it out.
    private final class MainQueueMarker: @unchecked Sendable {
        let key = DispatchSpecificKey<Void>()

        static let shared: MainQueueMarker = {
            let marker = MainQueueMarker()
            DispatchQueue.main.setSpecific(key: marker.key, value: ())
            return marker
        }()
    }
#endif

/// Runs `body`, which is isolated to the main actor, from a nonisolated synchronous context that runs
/// on the main actor: `MainActor.assumeIsolated` with Inject's own check and message.
///
/// Defaults are evaluated on the main actor but declared nonisolated, so every `resolve` inside a
/// default crosses back into main-actor code. Inject's check asks Dispatch whether the caller runs on
/// the main queue, the main actor's executor (``isOnMainQueue()``), and stops the process with
/// `message`, which names the user's call, if it does not.
///
/// - Parameters:
///   - message: What went wrong if the caller is not on the main actor.
///   - file: The site the stop's header names: the user's call the message is about.
///   - line: The line of that site.
///   - body: The main-actor work.
/// - Returns: What `body` returns.
@inlinable @inline(__always)
func assumeOnMainActor<Result: Sendable>(
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line,
    _ body: @MainActor () -> Result
) -> Result {
    guard isOnMainQueue() else { fatalError(message(), file: file, line: line) }
    return MainActor.assumeIsolated(body, file: file, line: line)
}

/// Runs `body` on the main actor: at once when the caller runs there, else in a task on the main actor.
///
/// For Inject's deinitializers, which stay nonisolated and hand their main-actor work to this, rather
/// than being `isolated deinit`s: in some Apple OS runtimes an isolated deinitializer stops the process
/// in the runtime's task-local bookkeeping ("pointer being freed was not allocated", reported from
/// XCTest tests and apps in swiftlang/swift#85221 and #87316), and Linux, where Inject is tested, does
/// not run those runtimes. A deinitializer passes what `body` needs (never `self`) in the closure.
///
/// - Parameter body: The main-actor work.
package func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard isOnMainQueue() else {
        Task { @MainActor in body() }
        return
    }
    assumeOnMainActor("Inject: the main queue runs only main-actor work") { body() }
}
