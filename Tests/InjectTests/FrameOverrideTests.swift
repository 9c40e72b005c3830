import Testing

@testable import Inject

/// A `withInjected` frame replaces dependencies for the consumers created inside it, whenever they are
/// first read, for its child tasks too, and keeps shared instances of its own.
@Suite struct FrameOverrideTests {
    final class Holder {
        @Injected(\.frameReplaced) var service
        @Injected(\.frameShared, .shared, .permanent) var shared
    }

    @Test @MainActor func aFrameReplacesTheDependencyForConsumersCreatedInside() {
        let replacement = Service("replacement")
        let inside = withInjected(\.frameReplaced, replacement) { Holder() }
        #expect(inside.service === replacement)
        #expect(inside.$service.source == .frameOverride)
        #expect(Holder().service.name == "default")
    }

    /// A frame's value is given, not made: it resolves nothing, so a default that resolves its own key
    /// in a frame replacing it, to wrap that value, closes no cycle.
    @Test @MainActor func aDefaultResolvingItsOwnKeyInAFrameThatReplacesItClosesNoCycle() {
        @MainActor final class Wrapped {
            @Injected(\.frameWrapping) var service
        }
        #expect(resolve(\.frameWrapping).name == "around inner")
        #expect(Wrapped().service.name == "around inner")
    }

    @Test @MainActor func aSharedInstanceAFrameGaveKeepsItsSourceForEveryPointThatFindsIt() {
        final class Sharing {
            @Injected(\.frameSharedSource, .shared) var service
        }
        /// A point whose key path, with a subscript argument, is a new object each time.
        final class Numbered {
            @Injected var service: Service
            init(_ number: Int) { _service = Injected(\.[frameSharedSource: number], .shared) }
        }
        let replacement = Service("replacement")
        let (first, again) = withInjected(\.frameSharedSource, replacement) { (Sharing(), Sharing()) }
        #expect(first.service === replacement)
        // Found by the same key path object.
        #expect(again.service === replacement)
        #expect(first.$service.source == .frameOverride)
        #expect(again.$service.source == .frameOverride)
        let (made, found) = withInjected(\.[frameSharedSource: 1], replacement) { (Numbered(1), Numbered(1)) }
        #expect(made.service === replacement)
        // Found by the key, through the resolver.
        #expect(found.service === replacement)
        #expect(made.$service.source == .frameOverride)
        #expect(found.$service.source == .frameOverride)
    }

    @Test @MainActor func aConsumerCreatedInsideResolvesWithTheFrameWhenReadOutside() {
        let replacement = Service("replacement")
        let holder = withInjected(\.frameReplaced, replacement) { Holder() }
        // Read for the first time after the frame ended.
        #expect(!holder.$service.isResolved)
        #expect(holder.service === replacement)
    }

    @Test func childTasksInheritTheFrame() async {
        let replacement = Service("inherited")
        final class Inherits {
            @Injected(\.frameInherited) var service
        }
        let resolved = await withInjected(\.frameInherited, replacement) {
            await withTaskGroup(of: Service.self) { group in
                for _ in 0..<4 { group.addTask { @MainActor in Inherits().service } }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(resolved.count == 4)
        #expect(resolved.allSatisfy { $0 === replacement })
    }

    @Test @MainActor func sharedInstancesResolvedInAFrameStayInIt() {
        let outside = Holder().shared
        let (first, second) = withInjected({ _ in }) { (Holder().shared, Holder().shared) }
        let otherFrame = withInjected({ _ in }) { Holder().shared }
        #expect(first === second)
        #expect(first !== outside)
        #expect(otherFrame !== first)
        #expect(otherFrame !== outside)
        #expect(Holder().shared === outside)
    }

    @Test @MainActor func anInnerFrameWinsForItsKeyAndInheritsTheOuterFramesOtherKeys() {
        final class Both {
            @Injected(\.frameReplaced) var service
            @Injected(\.frameSecond) var number
        }
        let outer = Service("outer")
        let inner = Service("inner")
        let (outerBoth, innerBoth) = withInjected({
            $0[\.frameReplaced] = outer
            $0[\.frameSecond] = 2
        }) {
            (Both(), withInjected(\.frameReplaced, inner) { Both() })
        }
        #expect(outerBoth.service === outer)
        #expect(outerBoth.number == 2)
        // The inner frame wins for its key and inherits the outer one's other key.
        #expect(innerBoth.service === inner)
        #expect(innerBoth.number == 2)
    }

    @Test @MainActor func aFrameReplacesItsKeyOnlyAmongKeysOfOneType() {
        final class SameType {
            @Injected(\.frameReplaced) var replaced
            @Injected(\.frameInherited) var other
            @Injected(\.frameReplaced, .shared) var shared
        }
        let replacement = Service("frame")
        let holder = withInjected(\.frameReplaced, replacement) { withInjected(\.frameSecond, 5) { SameType() } }
        #expect(holder.replaced === replacement)
        #expect(holder.$replaced.source == .frameOverride)
        #expect(holder.other.name == "default")
        #expect(holder.$other.source == .defaultValue)
        #expect(holder.shared === replacement)
    }

    @Test func theOverridesBuilderReadsBackWhatWasSet() {
        var overrides = InjectedOverrides()
        overrides[\.frameSecond] = 5
        #expect(overrides[\.frameSecond] == 5)
        overrides[\.frameSecond] = nil
        #expect(overrides[\.frameSecond] == nil)
    }

    /// The end of a test's frame drops the instances of the `withInjected` frames opened inside it too, as
    /// it ends their leases: a `.permanent` instance kept by such a frame, whose own points hold that
    /// frame, would otherwise keep it, and itself, alive for the rest of the process.
    @Test @MainActor func theEndOfATestsFrameDropsThePermanentInstancesOfTheFramesOpenedInsideIt() {
        final class Screen {
            @Injected(\.nestedFramePermanentModel, .shared, .permanent) var shared
            @Injected(\.nestedFramePermanentModel, .temporary, .permanent) var temporary
            @Injected(\.nestedFramePermanentDefault) var kept
        }
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var screen: Screen? = InjectionFrame.$current.withValue(testFrame) {
            withInjected({ _ in }) { Screen() }
        }
        let released = (screen?.shared.released, screen?.temporary.released, screen?.kept.released)
        testFrame.dropInstances()
        screen = nil
        #expect(released.0?.withLock { $0 } == true)
        #expect(released.1?.withLock { $0 } == true)
        #expect(released.2?.withLock { $0 } == true)
    }

    /// A `.temporary` + `.permanent` instance of a value type is kept by its frame as an object is,
    /// after its consumer is gone, and let go of when a test's frame ends.
    @Test @MainActor func theEndOfATestsFrameDropsItsPermanentInstancesOfAValueType() {
        final class Holder {
            @Injected(\.framePermanentFlaggedValue, .temporary, .permanent) var value
        }
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let released = InjectionFrame.$current.withValue(testFrame) { Holder().value.flagged.released }
        #expect(released.withLock { $0 } == false)
        testFrame.dropInstances()
        #expect(released.withLock { $0 } == true)
    }

    // MARK: - What the doc comments of the frames say

    /// The asynchronous `withInjected`: the frame holds across suspension points, `operation` runs in
    /// the caller's isolation (it changes the caller's non-`Sendable` state), and the tasks it starts with
    /// `async let` or `Task { }` inherit the frame; a `Task.detached` does not.
    @Test @MainActor func anAsynchronousFrameHoldsAcrossSuspensionsAndReachesItsTasksButNotADetachedOne() async {
        var seen: [String] = []
        await withInjected(\.frameAcrossTasks, Service("frame")) {
            await Task.yield()
            seen.append(resolve(\.frameAcrossTasks).name)
            async let fromAsyncLet = MainActor.run { resolve(\.frameAcrossTasks).name }
            seen.append(await fromAsyncLet)
            seen.append(await Task { @MainActor in resolve(\.frameAcrossTasks).name }.value)
            seen.append(await Task.detached { await MainActor.run { resolve(\.frameAcrossTasks).name } }.value)
        }
        #expect(seen == ["frame", "frame", "frame", "default"])
    }

    /// `configure` runs before the frame opens: an object it makes resolves in the frame around the call,
    /// not with the replacements it sets; one made inside `operation` sees them.
    @Test @MainActor func anObjectMadeInConfigureResolvesInTheFrameAroundTheCall() {
        let (configured, inside) = withInjected(\.configuredPart, Service("around")) {
            withInjected({
                $0[\.configuredScreen] = ConfiguredScreen()
                $0[\.configuredPart] = Service("configured")
            }) { (resolve(\.configuredScreen), ConfiguredScreen()) }
        }
        #expect(configured.part.name == "around")
        #expect(inside.part.name == "configured")
    }

    /// `InjectedOverrides.merge(_:)`: `other` wins where both replace a key, and a key that `other`
    /// replaced and then removed keeps the replacement it had here. Two empty sets are equal.
    @Test @MainActor func aMergeAddsWhereOtherWinsAndKeepsWhatOtherOnlyRemoved() {
        var overrides = InjectedOverrides()
        overrides[\.mergedKept] = 1
        overrides[\.mergedWon] = 1
        var other = InjectedOverrides()
        other[\.mergedWon] = 2
        other[\.mergedKept] = 2
        other[\.mergedKept] = nil
        other[\.mergedAdded] = 3
        overrides.merge(other)
        let (kept, won, added) = withInjected({ $0.merge(overrides) }) {
            (resolve(\.mergedKept), resolve(\.mergedWon), resolve(\.mergedAdded))
        }
        #expect(kept == 1)
        #expect(won == 2)
        #expect(added == 3)
        #expect(InjectedOverrides() == InjectedOverrides())
    }

    /// The synchronous `withInjected` reaches the tasks its body starts (`Task { }` inherits the frame),
    /// but not a `Task.detached`.
    @Test @MainActor func aSynchronousFrameReachesTheTasksItsBodyStartsButNotADetachedOne() async {
        let (inherited, detached) = withInjected(\.syncFrameTasks, Service("frame")) {
            (
                Task { @MainActor in resolve(\.syncFrameTasks).name },
                Task.detached { await MainActor.run { resolve(\.syncFrameTasks).name } }
            )
        }
        #expect(await inherited.value == "frame")
        #expect(await detached.value == "default")
    }
}
