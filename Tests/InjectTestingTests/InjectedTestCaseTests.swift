import Inject
import InjectTesting
import XCTest

/// The XCTest base class: every test method runs in a frame of its own with the class's replacements.
///
/// XCTest on Linux cannot call a `@MainActor` test method (its runner fails to cast it), so these run on
/// the main thread, where XCTest calls them, and assume the main actor.
final class InjectedTestCaseTests: InjectedTestCase {
    override var overrides: InjectedOverrides {
        var overrides = InjectedOverrides()
        overrides[\.xctestGreeting] = "xctest"
        return overrides
    }

    func testTheClassReplacementsApply() {
        MainActor.assumeIsolated {
            XCTAssertEqual(resolve(\.xctestGreeting), "xctest")
        }
    }

    func testSharedInstancesBelongToTheTest() {
        MainActor.assumeIsolated {
            // Each test method has its own storage: a shared permanent instance starts unmarked.
            let tally = resolve(\.xctestTally, .shared, .permanent)
            XCTAssertNil(tally.owner)
            tally.owner = 1
            XCTAssertEqual(resolve(\.xctestTally, .shared, .permanent).owner, 1)
        }
    }

    func testTheOtherTestSawItsOwnInstanceToo() {
        MainActor.assumeIsolated {
            XCTAssertNil(resolve(\.xctestTally, .shared, .permanent).owner)
            resolve(\.xctestTally, .shared, .permanent).owner = 2
        }
    }

    /// An `async` test method runs in the test's frame across its suspension points and in the tasks it
    /// starts, as Testing.md's example has it: XCTest runs its body in a `Task`, which takes the frame
    /// that `invokeTest()` bound on the calling thread.
    func testAnAsyncTestRunsInTheFrameAcrossItsSuspensions() async throws {
        let before = await MainActor.run { resolve(\.xctestGreeting) }
        try await Task.sleep(nanoseconds: 1_000_000)
        let after = await MainActor.run { resolve(\.xctestGreeting) }
        let inTask = await Task { await MainActor.run { resolve(\.xctestGreeting) } }.value
        async let inChild = MainActor.run { resolve(\.xctestGreeting) }
        let detached = await Task.detached { await MainActor.run { resolve(\.xctestGreeting) } }.value
        let child = await inChild
        XCTAssertEqual([before, after, inTask, child], ["xctest", "xctest", "xctest", "xctest"])
        XCTAssertEqual(detached, "default")
    }

    /// Every test of the class is strict, unless the class says otherwise (`LenientTestCaseTests`).
    func testEveryTestIsStrict() throws {
        XCTAssertEqual(try XCTUnwrap(InjectionFrame.current).isStrict, true)
    }

    /// An override set in the test is the test's: code outside its frame does not see it.
    func testAnOverrideInTheTestIsTheTestsOnly() async {
        await MainActor.run { DefaultValues.override(\.xctestGreeting) { "overridden" } }
        let inside = await MainActor.run { resolve(\.xctestGreeting) }
        let outside = await Task.detached { await MainActor.run { resolve(\.xctestGreeting) } }.value
        XCTAssertEqual([inside, outside], ["xctest", "default"])
        // The class's replacement is a frame's, which wins over the test's override; a key it does not
        // replace shows the override.
        await MainActor.run { DefaultValues.override(\.traitGreeting) { "overridden" } }
        let other = await MainActor.run { resolve(\.traitGreeting) }
        let otherOutside = await Task.detached { await MainActor.run { resolve(\.traitGreeting) } }.value
        XCTAssertEqual([other, otherOutside], ["overridden", "default"])
    }

    /// `reset()` inside the test names the test whose frame it is, not a line inside InjectTesting.
    func testResetsMessageNamesTheTest() throws {
        let frame = try XCTUnwrap(InjectionFrame.current)
        let message = MainActor.assumeIsolated {
            DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
        }
        XCTAssertFalse(message.contains("InjectTesting/"), message)
        XCTAssertTrue(message.contains("InjectedTestCase gives the test \(name)"), message)
        XCTAssertTrue(message.contains("testResetsMessageNamesTheTest"), message)
    }

    #if os(Linux)
        /// Runs a test body as XCTest runs a test of this class (swift-corelibs-xctest's initializer),
        /// then checks that the test's frame let go of what it kept.
        func testATestsInstancesAreReleasedWhenItEnds() {
            @MainActor final class Seen {
                weak var pair: MarkedPair?
            }
            let seen = MainActor.assumeIsolated { Seen() }
            let test = InjectedTestCaseTests(name: "kept") { _ in
                MainActor.assumeIsolated {
                    // Kept by the frame, and holding it: its points captured the frame it was made in.
                    let pair = resolve(\.markedPair, .shared, .permanent)
                    _ = pair.shared
                    seen.pair = pair
                }
            }
            test.invokeTest()
            MainActor.assumeIsolated { XCTAssertNil(seen.pair) }
        }

        /// `invokeTest()`'s doc: the test's frame ends its leases when the test ends, so a lease-bound
        /// point of an object that outlives the test lets go of its instance, as `Lease.end()` makes it.
        func testATestsLeasesEndWhenItEnds() {
            @MainActor final class Kept {
                var pair: MarkedPair?
            }
            let kept = MainActor.assumeIsolated { Kept() }
            let test = InjectedTestCaseTests(name: "leased") { _ in
                MainActor.assumeIsolated {
                    let pair = MarkedPair()
                    _ = pair.session
                    XCTAssertTrue(pair.$session.isResolved)
                    kept.pair = pair
                }
            }
            test.invokeTest()
            MainActor.assumeIsolated {
                XCTAssertNotNil(kept.pair)
                XCTAssertEqual(kept.pair?.$session.isResolved, false)
            }
        }

        /// A test that XCTest runs on another thread lets go of its instances too, when the main actor
        /// next runs: its frame used to keep them, and they the frame, for the rest of the process.
        func testATestRunOffTheMainThreadReleasesItsInstances() {
            @MainActor final class Seen {
                weak var pair: MarkedPair?
                var resolved = false
            }
            let seen = MainActor.assumeIsolated { Seen() }
            let ran = Locked(false)
            DispatchQueue.global().async {
                let test = InjectedTestCaseTests(name: "kept off the main thread") { _ in
                    // The test's frame is a task-local of this thread; resolve in it on the main actor.
                    let frame = InjectionFrame.current
                    DispatchQueue.main.sync {
                        InjectionFrame.$current.withValue(frame) {
                            MainActor.assumeIsolated {
                                let pair = resolve(\.markedPair, .shared, .permanent)
                                _ = pair.shared
                                seen.pair = pair
                                seen.resolved = true
                            }
                        }
                    }
                }
                test.invokeTest()
                ran.withLock { $0 = true }
            }
            // The run loop, not `wait(for:)`: XCTest's waiter leaves a weak reference's side table that
            // LeakSanitizer reports at exit.
            spinMainRunLoop { ran.withLock { $0 } }
            // The release was handed to the main actor before `ran` was set; this task runs after it.
            let mainActorRan = Locked(false)
            Task { @MainActor in mainActorRan.withLock { $0 = true } }
            spinMainRunLoop { mainActorRan.withLock { $0 } }
            MainActor.assumeIsolated {
                XCTAssertTrue(seen.resolved)
                XCTAssertNil(seen.pair)
            }
        }

        /// Runs the main run loop, which runs the main queue's work, until `done` holds or 30 seconds pass.
        private func spinMainRunLoop(until done: () -> Bool) {
            let deadline = Date().addingTimeInterval(30)
            while !done(), Date() < deadline {
                RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            }
            XCTAssertTrue(done(), "timed out")
        }
    #endif
}

/// `InjectedTestCase`'s doc: `overrides` is read once for each test, before `setUp`, which resolves in
/// the test's frame; code around `super.invokeTest()` runs outside that frame.
final class InjectedTestCaseLifecycleTests: InjectedTestCase {
    private var overridesReads = 0
    private var resolvedInSetUp: String?
    private var resolvedAroundTheTest: String?

    override var overrides: InjectedOverrides {
        overridesReads += 1
        var overrides = InjectedOverrides()
        overrides[\.xctestGreeting] = "lifecycle"
        overrides[\.xctestScreen] = MainActor.assumeIsolated { XCTestScreen() }
        return overrides
    }

    override func invokeTest() {
        resolvedAroundTheTest = MainActor.assumeIsolated { resolve(\.xctestGreeting) }
        super.invokeTest()
    }

    override func setUp() {
        super.setUp()
        resolvedInSetUp = MainActor.assumeIsolated { resolve(\.xctestGreeting) }
    }

    override func tearDown() {
        // `tearDown` resolves in the test's frame too.
        XCTAssertEqual(MainActor.assumeIsolated { resolve(\.xctestGreeting) }, "lifecycle")
        super.tearDown()
    }

    func testSetUpResolvesInTheTestsFrameAndTheOverridesAreReadOnce() {
        XCTAssertEqual(resolvedInSetUp, "lifecycle")
        XCTAssertEqual(overridesReads, 1)
        XCTAssertEqual(resolvedAroundTheTest, "default")
    }

    /// An object among the overrides is made before the test's frame opens: it resolves outside it.
    func testAnObjectAmongTheOverridesResolvesOutsideTheTestsFrame() {
        MainActor.assumeIsolated {
            XCTAssertEqual(resolve(\.xctestScreen).greeting, "default")
            XCTAssertEqual(XCTestScreen().greeting, "lifecycle")
        }
    }

    /// `ValueSource.frameOverride`: an `InjectedTestCase`'s overrides are a frame's replacements.
    func testTheOverridesAreReportedAsAFramesReplacements() {
        MainActor.assumeIsolated {
            let screen = XCTestScreen()
            _ = screen.greeting
            XCTAssertEqual(screen.$greeting.source, .frameOverride)
        }
    }
}

/// A base class of an app's tests, whose replacements a subclass starts from.
class InjectedTestCaseBase: InjectedTestCase {
    override var overrides: InjectedOverrides {
        var overrides = InjectedOverrides()
        overrides[\.xctestGreeting] = "base"
        overrides[\.traitNumber] = 1
        return overrides
    }
}

/// `overrides`' doc: a subclass of a subclass starts from `super.overrides` and adds to it; where both
/// replace a key, the value set last wins.
final class InjectedTestCaseSubclassTests: InjectedTestCaseBase {
    override var overrides: InjectedOverrides {
        var overrides = super.overrides
        overrides[\.xctestGreeting] = "subclass"
        return overrides
    }

    func testASubclassAddsToItsSuperclassOverridesAndWinsWhereBothReplaceAKey() {
        MainActor.assumeIsolated {
            XCTAssertEqual(resolve(\.xctestGreeting), "subclass")
            XCTAssertEqual(resolve(\.traitNumber), 1)
        }
    }
}

/// A class that says `isStrict` is `false`: a live default resolves quietly in its tests.
final class LenientTestCaseTests: InjectedTestCase {
    override var isStrict: Bool { false }

    func testALiveDefaultResolvesQuietly() throws {
        XCTAssertEqual(try XCTUnwrap(InjectionFrame.current).isStrict, false)
        MainActor.assumeIsolated {
            XCTAssertEqual(resolve(\.strictPlain), 1)
        }
    }
}
