import Foundation
import Testing

@testable import Inject

/// A `withInjected` frame reaches the work of its task and the tasks it starts (`async let`, task groups,
/// `Task { }`), but not a `Task.detached`; a task started inside it keeps it, and its instances, until
/// the task ends, even after the body returned.
@Suite struct TaskFrameTests {
    @Test func aTaskStartedInAnAsynchronousFrameResolvesWithIt() async {
        let replacement = Service("replacement")
        let seen = await withInjected(\.taskFrameUnstructured, replacement) {
            await Task { await MainActor.run { TaskFrameConsumer().unstructured } }.value
        }
        #expect(seen === replacement)
    }

    /// The asynchronous form that takes a closure setting several replacements opens a frame with every
    /// one of them, across its suspension points and in the tasks it starts.
    @Test func anAsynchronousFrameOfSeveralReplacementsResolvesWithEachOfThem() async {
        let first = Service("first")
        let second = Service("second")
        let (inBody, inTask) = await withInjected({
            $0[\.taskFrameSeveralFirst] = first
            $0[\.taskFrameSeveralSecond] = second
        }) {
            await Task.yield()
            let inBody = await MainActor.run { resolve(\.taskFrameSeveralFirst) }
            let inTask = await Task { await MainActor.run { resolve(\.taskFrameSeveralSecond) } }.value
            return (inBody, inTask)
        }
        #expect(inBody === first)
        #expect(inTask === second)
    }

    @Test @MainActor func aTaskStartedInASynchronousFrameResolvesWithIt() async {
        let replacement = Service("replacement")
        let task = withInjected(\.taskFrameUnstructured, replacement) {
            Task { resolve(\.taskFrameUnstructured) }
        }
        #expect(await task.value === replacement)
    }

    @Test func aDetachedTaskResolvesOutsideEveryFrame() async {
        let replacement = Service("replacement")
        let (detached, handedIn) = await withInjected(\.taskFrameDetached, replacement) {
            let consumer = TaskFrameConsumer()
            let seen = await Task.detached {
                await MainActor.run { (TaskFrameConsumer().detached, consumer.detached) }
            }.value
            return seen
        }
        #expect(detached.name == "default")
        // A consumer made in the frame and handed to the detached task keeps the frame it captured.
        #expect(handedIn === replacement)
    }

    /// `withInjected(context:)` reaches the tasks its body starts, as its documentation says, but not a
    /// `Task.detached`, which sees the process's context.
    @Test func aContextFrameReachesTheTasksItStartsButNotADetachedOne() async {
        let process = InjectionContext.processContext
        let other: InjectionContext = process == .preview ? .live : .preview
        let (inTask, inChild, detached) = await withInjected(context: other) {
            async let inChild = InjectionContext.current
            let inTask = await Task { InjectionContext.current }.value
            let detached = await Task.detached { InjectionContext.current }.value
            return (inTask, await inChild, detached)
        }
        #expect(inTask == other)
        #expect(inChild == other)
        #expect(detached == process)
    }

    /// A task started in a frame holds the frame after the body returns: it still resolves with the
    /// frame's replacements and shares the frame's `.shared` + `.permanent` instance, which the frame
    /// keeps while the task runs though no consumer holds it. Once the task is over, the instance goes.
    @Test @MainActor func aTaskThatOutlivesItsFrameKeepsItAndItsInstancesUntilItEnds() async {
        let replacement = Service("replacement")
        let gate = AsyncStream.makeStream(of: Void.self)
        var task: Task<(Service, Locked<Bool>), Never>?
        let released = withInjected(\.taskFrameOutlived, replacement) {
            task = Task { @MainActor in
                for await _ in gate.stream {}
                let late = TaskFrameConsumer()
                return (late.outlived, late.outlivedKept.released)
            }
            return TaskFrameConsumer().outlivedKept.released
        }
        // The body returned and its consumer is gone: the task alone holds the frame.
        #expect(released.withLock { $0 } == false)
        gate.continuation.finish()
        let (late, lateKept) = await task!.value
        task = nil
        #expect(late === replacement)
        #expect(lateKept === released)
        let went = await eventually { released.withLock { $0 } }
        #expect(went)
    }

    /// A task that a default starts takes the frame of the point being resolved, not the reader's: the
    /// default runs in the point's frame.
    @Test @MainActor func aTaskADefaultStartsTakesTheFrameOfThePointItResolves() async {
        let replacement = Service("replacement")
        let madeOutside = TaskStarterConsumer()
        let madeInside = withInjected(\.taskFrameStartedPart, replacement) { TaskStarterConsumer() }
        let readInside = withInjected(\.taskFrameStartedPart, Service("reader's")) { madeOutside.starter }
        #expect(await readInside.task.value.name == "default")
        #expect(await madeInside.starter.task.value === replacement)
    }

    /// A task started from a thread outside every task, inside a frame that thread opened, takes the
    /// frame too.
    @Test func aTaskStartedOutsideEveryTaskInAFrameResolvesWithIt() async {
        let replacement = Service("replacement")
        let seen: Service = await withCheckedContinuation { continuation in
            Thread(block: {
                withInjected(\.taskFrameFromThread, replacement) {
                    _ = Task { @MainActor in continuation.resume(returning: TaskFrameConsumer().fromThread) }
                }
            })
            .start()
        }
        #expect(seen === replacement)
    }

    @Test func asyncLetChildTasksResolveWithTheFrame() async {
        let replacement = Service("replacement")
        let seen = await withInjected(\.taskFrameAsyncLet, replacement) {
            async let consumerRead = MainActor.run { TaskFrameConsumer().asyncLet }
            async let resolved = MainActor.run { resolve(\.taskFrameAsyncLet) }
            return [await consumerRead, await resolved]
        }
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0 === replacement })
    }

    /// A frame opened inside a task group's body, around `addTask`, reaches that child task, the frame
    /// ending before the child runs, as it does for a synchronous frame.
    @Test func aFrameOpenedInATaskGroupsBodyReachesTheChildTasksItAdds() async {
        let replacement = Service("replacement")
        let seen = await withTaskGroup(of: Service.self) { group in
            withInjected(\.taskFrameGroupBody, replacement) {
                group.addTask { await MainActor.run { TaskFrameConsumer().groupBody } }
            }
            await withInjected(\.taskFrameGroupBody, replacement) {
                await Task.yield()
                group.addTask { await MainActor.run { resolve(\.taskFrameGroupBody) } }
            }
            group.addTask { await MainActor.run { resolve(\.taskFrameGroupBody) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.filter { $0 === replacement }.count == 2)
        #expect(seen.filter { $0.name == "default" }.count == 1)
    }

    /// A stream's reader started in a frame resolves with it for every element, which a producer outside
    /// the frame, after the frame's body returned, sends.
    @Test func aStreamReaderStartedInAFrameResolvesWithItForEveryElement() async {
        let replacement = Service("replacement")
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let reader = withInjected(\.taskFrameStream, replacement) {
            Task {
                var seen: [Service] = []
                for await _ in stream { seen.append(await MainActor.run { TaskFrameConsumer().stream }) }
                return seen
            }
        }
        Task.detached {
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        let seen = await reader.value
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0 === replacement })
    }

    /// A point first read after an `await` in the body resolves with the frame its consumer was made in:
    /// the body's for one made inside, none for one made before the frame opened.
    @Test @MainActor func aPointFirstReadAfterAnAwaitResolvesWithTheFrameItsConsumerWasMadeIn() async throws {
        let replacement = Service("replacement")
        let madeBefore = TaskFrameConsumer()
        let (inside, outside) = try await withInjected(\.taskFrameLazy, replacement) {
            let madeInside = TaskFrameConsumer()
            try await Task.sleep(nanoseconds: 1_000_000)
            await Task.yield()
            return (madeInside.lazy, madeBefore.lazy)
        }
        #expect(inside === replacement)
        #expect(outside.name == "default")
    }

    /// Hops to the main actor keep the frame: `MainActor.run`, and a `Task { @MainActor in }` started by
    /// a nonisolated child task; a detached task that opens a frame of its own sees that one.
    @Test func hopsToTheMainActorKeepTheFrame() async {
        let replacement = Service("replacement")
        let seen = await withInjected(\.taskFrameMainActorHop, replacement) {
            let run = await MainActor.run { resolve(\.taskFrameMainActorHop) }
            let fromChild = await withTaskGroup(of: Service.self) { group in
                group.addTask { await Task { @MainActor in resolve(\.taskFrameMainActorHop) }.value }
                return await group.next()!
            }
            let detachedOwn = await Task.detached {
                await withInjected(\.taskFrameMainActorHop, Service("detached")) {
                    await Task { @MainActor in resolve(\.taskFrameMainActorHop) }.value
                }
            }
            .value
            return (run, fromChild, detachedOwn)
        }
        #expect(seen.0 === replacement)
        #expect(seen.1 === replacement)
        #expect(seen.2.name == "detached")
    }

    struct Failure: Error {}

    /// An asynchronous frame whose body throws ends there: nothing holds it any more, and its
    /// `.shared` + `.permanent` instances go.
    @Test func anAsynchronousFrameWhoseBodyThrowsLetsGoOfItsInstances() async {
        let released = Locked<Locked<Bool>?>(nil)
        await #expect(throws: Failure.self) {
            try await withInjected({ _ in }) {
                let flag = await MainActor.run { TaskFrameConsumer().thrown.released }
                released.withLock { $0 = flag }
                await Task.yield()
                throw Failure()
            }
        }
        #expect(released.withLock { $0?.withLock { $0 } } == true)
    }

    /// A frame's body cancelled while it waits runs to its end, and the frame then lets go of its
    /// instances.
    @Test func anAsynchronousFrameCancelledWhileItWaitsLetsGoOfItsInstances() async {
        let started = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            await withInjected({ _ in }) { () -> (Locked<Bool>, Bool) in
                let flag = await MainActor.run { TaskFrameConsumer().cancelled.released }
                started.continuation.finish()
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                return (flag, Task.isCancelled)
            }
        }
        for await _ in started.stream {}
        task.cancel()
        let (released, wasCancelled) = await task.value
        #expect(wasCancelled)
        #expect(released.withLock { $0 } == true)
    }

    /// Whether `condition` holds within a few seconds, asked between short sleeps: a task's task-local
    /// values go with the task, shortly after its value is read.
    private func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        for _ in 0..<2000 {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return condition()
    }
}
