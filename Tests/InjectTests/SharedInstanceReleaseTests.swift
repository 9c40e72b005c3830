import Foundation
import Testing

@testable import Inject

/// A `.shared` + `.local` instance let go of on another thread tells its storage in a task on the main
/// actor, which may run after a new instance of its key was made: that late word must leave the new
/// instance found, by its key and by its key path object, and must not need the frame to be alive.
@MainActor
@Suite struct SharedInstanceReleaseTests {
    /// A `Sendable` consumer of a `.shared` + `.local` dependency declared with a key path literal, which
    /// is one object: the storage records the instance for it.
    struct Panel: Sendable {
        @Injected(\.releasedElsewhere, .shared) var service
    }

    @Test func aLateWordOfAnInstanceThatWentLeavesTheNewInstanceOfItsKeyFound() async {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let panel = Locked<Panel?>(InjectionFrame.$current.withValue(frame) { Panel() })
        _ = panel.withLock { $0?.service }
        runOnAnotherThread { panel.withLock { $0 = nil } }
        // The old entry is dead and not yet forgotten; a new point makes and keeps a new instance.
        let next = InjectionFrame.$current.withValue(frame) { Panel() }
        let service = next.service
        #expect(frame.storage.keptKeyCount == 1)
        for _ in 0..<100 { await Task.yield() }
        // The word came: the new instance keeps its entry.
        #expect(frame.storage.keptKeyCount == 1)
        #expect(InjectionFrame.$current.withValue(frame) { Panel() }.service === service)
        withExtendedLifetime(next) {}
        #expect(frame.storage.keptKeyCount == 1)
    }

    /// The end of a frame lets go of a `.permanent` instance whose own point holds the only reference to
    /// a `.shared` + `.local` instance of the same storage: that one goes in the middle of the end, and
    /// is forgotten once the tables are in order, not while they change.
    @Test func anInstanceThatGoesWhileItsFrameEndsIsForgottenAfterTheEnd() {
        @MainActor final class Consumer {
            @Injected(\.holdingSharedLocal, .shared, .permanent) var holder
        }
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        _ = InjectionFrame.$current.withValue(frame) { Consumer().holder }
        #expect(frame.storage.keptKeyCount == 1)
        frame.dropInstances()
        #expect(frame.storage.keptKeyCount == 0)
    }

    @Test func aLateWordReachesAStorageWhoseFrameWasLetGoOf() async {
        weak var storage: InstanceStorage?
        do {
            let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
            storage = frame.storage
            let panel = Locked<Panel?>(InjectionFrame.$current.withValue(frame) { Panel() })
            _ = panel.withLock { $0?.service }
            frame.dropInstances()
            runOnAnotherThread { panel.withLock { $0 = nil } }
        }
        // The task holds the storage until it ran, then nothing does.
        for _ in 0..<1_000 where storage != nil { await Task.yield() }
        #expect(storage == nil)
    }
}

extension DefaultValues {
    fileprivate var releasedElsewhere: Service { Service("released elsewhere") }
    @MainActor fileprivate var holdingSharedLocal: SharedLocalHolder { SharedLocalHolder() }
    fileprivate var heldSharedLocal: Service { Service("held") }
}

/// What a `.shared` + `.permanent` default makes: an object whose own `.shared` + `.local` point, of the
/// same frame, holds the only reference to that instance.
@MainActor
private final class SharedLocalHolder {
    @Injected(\.heldSharedLocal, .shared) var service
    init() { _ = service }
}
