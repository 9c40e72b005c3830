import ProbeRunner
import Testing

/// `.temporary` + `.local` resolutions outside every `withInjected` frame take the resolver's one
/// shortcut (`Resolver.beginPlainResolution`), which behaves as the pipeline does.
///
/// The tests of this target open frames in parallel, so whether a read takes the shortcut here depends on
/// the other tests; these run the probe, a process in which no frame exists, so that every first read of
/// a `.temporary` + `.local` point takes it, and so does every `.temporary` + `.local` `resolve` call,
/// even in a default.
@Suite struct ShortcutTests {
    @Test func firstReadsOutsideEveryFrameBehaveAsTheUsualPath() throws {
        let outcome = try Probe.run("direct")
        #expect(outcome.status == 0, "\(outcome.output)")
        // `permanent { }` in a default finds the resolution under way, and keeps one instance.
        #expect(outcome.output.contains("permanent default kept true"))
        // A default that reads an injection point of an object it makes: a resolution nested in one on
        // the shortcut.
        #expect(outcome.output.contains("nested point resolved 42"))
        #expect(outcome.output.contains("context read live"))
        #expect(outcome.output.contains("shared found true"))
        // `resolve` in defaults: a chain deeper than the resolutions left unchecked for cycles, and
        // `permanent { }` in a nested resolution.
        #expect(outcome.output.contains("deep chain 41"))
        #expect(outcome.output.contains("nested permanent kept true"))
        // ... and in one nested in a resolution through the resolver, itself nested in a direct one.
        #expect(outcome.output.contains("mixed permanent kept true"))
        // ... and in a resolution through the resolver nested in a direct one, for its own key.
        #expect(outcome.output.contains("kept part found outside true"))
        // A global override or an observer keeps `resolve` off the shortcut, nested calls included, and
        // after a reset the shortcut makes a new permanent default.
        #expect(outcome.output.contains("nested override applies true"))
        #expect(outcome.output.contains(#"observed \.probeCounted by \.probeHolder, \.probeHolder by -"#))
        #expect(outcome.output.contains("new permanent after reset true"))
        // `resolve` with `.shared` finds what a point and its own key path object found, and nothing that a
        // reset dropped.
        #expect(outcome.output.contains("resolve shared found true"))
        #expect(outcome.output.contains("resolve shared new after reset true"))
    }

    /// `resolve` in a default on the shortcut evaluates the default in place only for `.temporary` +
    /// `.local`: with `.shared` + `.permanent` it finds the instance it shared before, with `.shared` the
    /// one a `.shared` point holds, and with `.permanent` Inject keeps what it made once the value built
    /// around it is gone.
    @Test func aResolveInADefaultOnTheShortcutKeepsWhatItsScopeAndLifespanKeep() throws {
        let outcome = try Probe.run("resolve-in-default-lifespans")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("shared permanent part shared true"), "\(outcome.output)")
        #expect(outcome.output.contains("temporary permanent part kept true"), "\(outcome.output)")
        #expect(outcome.output.contains("shared local part found true"), "\(outcome.output)")
        #expect(outcome.output.contains("temporary local part fresh true"), "\(outcome.output)")
    }

    @Test func aCycleOfResolveCallsEnteredFromOutsideStopsWithTheLoopWhereItCloses() throws {
        let outcome = try Probe.runStopping("cycle-entered")
        // The message names the loop from where it was entered.
        #expect(
            outcome.output.contains(
                #"Inject: dependency cycle \.probeCycleFirst ("# + Probe.site(of: "var probeEntry:")
                    + #") -> \.probeCycleSecond ("# + Probe.site(of: "var probeCycleFirst:")
                    + #") -> \.probeCycleFirst ("# + Probe.site(of: "var probeCycleSecond:") + ")"
            ),
            "\(outcome.output)"
        )
    }

    @Test func aCycleThroughAnInjectionPointOnTheShortcutStopsWithTheChain() throws {
        let outcome = try Probe.runStopping("cycle-point")
        // The outer resolution took the shortcut, which records it as the pipeline would.
        #expect(
            outcome.output.contains(
                #"Inject: dependency cycle \.probeLoop ("# + Probe.site(of: #"@Injected(\.probeLoop) var loop"#)
                    + #") -> \.probeLoop ("# + Probe.site(of: "var probeLoop:") + ")"
            ),
            "\(outcome.output)"
        )
    }

    @Test func aPointAGlobalOverrideReplacesBehavesAsOnTheUsualPath() throws {
        let outcome = try Probe.run("global-override")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("replaced global from globalOverride"))
        #expect(outcome.output.contains("each point its own true"))
        // The closure's own resolutions nest in the point's: `permanent { }` finds the one under way.
        #expect(outcome.output.contains("permanent in the closure kept true"))
        #expect(outcome.output.contains("context in the closure live"))
        // A point of the same type that the override does not replace, and a `.shared` point of the key.
        #expect(outcome.output.contains("beside beside"))
        #expect(outcome.output.contains("shared replaced global true"))
        #expect(outcome.output.contains("observed read global"))
        #expect(outcome.output.contains(#"\.probeReplaced globalOverride"#))
        #expect(outcome.output.contains("after removal default"))
        #expect(outcome.output.contains("replaced again again"))
        #expect(outcome.output.contains("after reset default"))
    }

    @Test func aCycleThroughAGlobalOverrideOnTheShortcutStopsWithTheChain() throws {
        let outcome = try Probe.runStopping("cycle-global-override")
        let loop = Probe.site(of: #"@Injected(\.probeReplacedLoop) var loop"#, in: "GlobalOverrideScenarios.swift")
        #expect(
            outcome.output.contains(
                #"Inject: dependency cycle \.probeReplacedLoop ("# + loop + #") -> \.probeReplacedLoop ("# + loop + ")"
            ),
            "\(outcome.output)"
        )
    }

    @Test func aKeyPathWriteOnAClassConsumerOutsideEveryFrameMakesNothingItReplaces() throws {
        // The write reads the property first, in place: neither the default nor a global override's
        // closure may run for it, though no frame exists, as on the usual path.
        let outcome = try Probe.run("injecting-outside-frames")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("written written, defaults made 0"), "\(outcome.output)")
        #expect(outcome.output.contains("written written, replacements made 0"), "\(outcome.output)")
    }

    /// A key-path write in a default on the shortcut, through a component that resolves first: the
    /// write's point is found at the depth the write began at, counting the direct resolution, which that
    /// component's record moves among the others, so the default it replaces is not made either.
    @Test func aKeyPathWriteInADefaultOnTheShortcutMakesNothingItReplaces() throws {
        let outcome = try Probe.run("injecting-in-a-direct-default")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("written written, defaults made 0"), "\(outcome.output)")
    }

    @Test func aPointReadInADefaultOnTheShortcutLeavesTheOuterResolutionUnderWay() throws {
        // The outer point's default reads a point of an object it makes, then `permanent { }` keeps its
        // instance: it must still find the outer resolution, which only the outermost read records apart.
        let outcome = try Probe.run("point-nested-in-point")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("kept around a nested point true 42"), "\(outcome.output)")
    }

    @Test func aPointAGlobalOverrideReplacesMadeOutsideEveryFrameAndReadInOneResolvesOutsideIt() throws {
        // Read in a frame, the point made outside every frame runs the override's closure outside every
        // frame, as the usual path does: the closure reads the process's context, not the frame's.
        let outcome = try Probe.run("global-override-read-in-frame")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("read in a frame global with context live"), "\(outcome.output)")
    }

    @Test func aResolveCallOrPointBoundToALeaseOutsideEveryFrameIsKeptByTheLease() throws {
        // In this target, which path the call takes depends on the observers and global overrides that
        // parallel tests set; in the probe, none exists.
        let outcome = try Probe.run("lease-outside-frames")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("a shared point of the lease finds its own true"), "\(outcome.output)")
        #expect(outcome.output.contains("kept by the lease true, for a point true"), "\(outcome.output)")
        #expect(outcome.output.contains("released at its end true, for a point true"), "\(outcome.output)")
    }

    /// In a process of its own, where nothing turns the shortcut off: in the test process an observer
    /// or a frame of a test running beside this one may, and the usual path passes whatever these do.
    @Test func firstReadsOnTheShortcutKeepWhatTheUsualPathKeeps() throws {
        let outcome = try Probe.run("direct-first-reads")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("first read from the default true"), "\(outcome.output)")
        #expect(outcome.output.contains("a shared property finds the instance true"), "\(outcome.output)")
        #expect(outcome.output.contains("the property that found it holds it true"), "\(outcome.output)")
        #expect(outcome.output.contains("resolve until a lease finds its own true"), "\(outcome.output)")
        #expect(outcome.output.contains("and again true"), "\(outcome.output)")
    }

    @Test func aPermanentResolutionOutsideEveryFrameIsKeptUntilAReset() throws {
        let outcome = try Probe.run("permanent-outside-frames")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("kept for good true, by a property true"), "\(outcome.output)")
        #expect(outcome.output.contains("released by a reset true, by a property true"), "\(outcome.output)")
    }
}
