import Testing

@testable import Inject

/// `resolve(_:_:_:)` with `.shared` finds the instance its key path object found or made before, and
/// returns what a first call would: in the current frame, with that frame's overrides, and nothing once
/// no consumer holds a `.local` instance.
///
/// Each helper below is one call site, so one key path object: the first call makes the instance and the
/// ones after it find it, in the table by key path object for `.permanent`.
@MainActor
@Suite struct ResolveSharedTests {
    @Test func resolveSharedPermanentReturnsTheInstancePointsShare() {
        final class Holder {
            @Injected(\.resolvedSharedPermanent, .shared, .permanent) var service
        }
        func resolved() -> Service { resolve(\.resolvedSharedPermanent, .shared, .permanent) }
        let first = resolved()
        #expect(resolved() === first)
        #expect(resolved() === first)
        #expect(Holder().service === first)
        #expect(Evaluations.count("resolvedSharedPermanent") == 1)
    }

    @Test func resolveSharedInAFrameGetsTheFramesOverrideAndNotTheInstanceFoundOutside() {
        func resolved() -> Service { resolve(\.resolvedSharedInFrame, .shared, .permanent) }
        let outside = resolved()
        #expect(resolved() === outside)
        let replacement = Service("replacement")
        withInjected(\.resolvedSharedInFrame, replacement) {
            #expect(resolved() === replacement)
            #expect(resolved() === replacement)
        }
        #expect(resolved() === outside)
    }

    @Test(arguments: 0..<20)
    func resolveSharedInParallelFramesSeesOnlyItsOwnFrame(index: Int) {
        func resolved() -> Service { resolve(\.resolvedSharedParallel, .shared, .permanent) }
        let replacement = Service("replacement \(index)")
        withInjected(\.resolvedSharedParallel, replacement) {
            for _ in 0..<3 { #expect(resolved() === replacement) }
        }
    }

    @Test func resolveSharedLocalReturnsTheHeldInstanceAndKeepsNothingOnceItIsReleased() {
        final class Holder {
            @Injected(\.resolvedSharedLocalRepeated, .shared) var service
        }
        func resolved() -> Service { resolve(\.resolvedSharedLocalRepeated, .shared, .local) }
        weak var released: Service?
        do {
            let holder = Holder()
            let shared = holder.service
            #expect(resolved() === shared)
            #expect(resolved() === shared)
            released = shared
        }
        // The calls kept nothing: the instance went with its last consumer, and later calls share nothing.
        #expect(released == nil)
        let made = resolved()
        #expect(resolved() !== made)
    }

    /// Shared storage is per lifespan: a `.shared` + `.permanent` call finds no `.shared` + `.local`
    /// instance, not even one that its own key path object found before.
    @Test func resolveSharedPermanentDoesNotReturnTheLocalInstanceItsKeyPathFound() {
        final class Holder {
            @Injected(\.resolvedSharedPerLifespan, .shared) var service
        }
        func resolved(_ lifespan: Lifespan) -> Service { resolve(\.resolvedSharedPerLifespan, .shared, lifespan) }
        // A frame of its own, so that the permanent instance is this test's.
        withInjected({ _ in }) {
            let holder = Holder()
            let local = holder.service
            #expect(resolved(.local) === local)
            let permanent = resolved(.permanent)
            #expect(permanent !== local)
            #expect(resolved(.permanent) === permanent)
        }
    }
}
