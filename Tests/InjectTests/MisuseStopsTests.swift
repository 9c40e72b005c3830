import ProbeRunner
import Testing

/// The probe's file of main-actor calls made off the main actor.
private let offMainCalls = "OffMainCallScenarios.swift"

/// Misuse the compiler cannot see stops the process with one clear sentence.
@Suite struct MisuseStopsTests {
    @Test func theProbeRunsNormallyWhenUsedCorrectly() throws {
        let outcome = try Probe.run("main")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("value 42"))
    }

    @Test func aDependencyCycleStopsWithTheChainOfKeyPaths() throws {
        let outcome = try Probe.runStopping("cycle")
        // Each link names the key path and where it was resolved, the first the call outside every
        // frame, on the shortcut.
        let chain =
            #"Inject: dependency cycle \.probeCycleA ("# + Probe.site(of: #"_ = resolve(\.probeCycleA)"#) + ")"
        #expect(outcome.output.contains(chain), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                #") -> \.probeCycleB ("# + Probe.site(of: "var probeCycleA:") + #") -> \.probeCycleA ("#
                    + Probe.site(of: "var probeCycleB:") + ")"
            )
        )
    }

    @Test func readingOffTheMainActorFromASwift5ClientStopsOnFirstResolution() throws {
        let outcome = try Probe.runStopping("off-main")
        #expect(
            outcome.output.contains(
                #"Inject: \.probeValue at "# + Probe.site(of: "the off-main point")
                    + " was read off the main actor; read injected values on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// A Swift 5 client can replace an injection point's instance off the main actor with no warning (in
    /// a callback an older API runs on a thread of its own); like a read there, it stops, naming the point.
    @Test func replacingOffTheMainActorFromASwift5ClientStops() throws {
        let outcome = try Probe.runStopping("replace-off-main")
        #expect(!outcome.output.contains("replaced off main"))
        #expect(
            outcome.output.contains(
                #"Inject: \.probeValue at "#
                    + Probe.site(of: "the point replaced off main", in: "ReplacementOffMainScenario.swift")
                    + " was replaced off the main actor; replace injected values on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// The deprecated global override of `\.context`, called anyway off the main actor, stops as the
    /// generic one does, naming the same call.
    @Test func aContextOverrideOffTheMainActorStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("context-override-off-main")
        #expect(!outcome.output.contains("context override off main"))
        #expect(
            outcome.output.contains(
                "Inject: DefaultValues.override(_:with:) at "
                    + Probe.site(of: "the deprecated context override", in: "DeprecatedContextOverrideScenario.swift")
                    + " was called off the main actor; change global overrides on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// A global override set off the main actor by a Swift 5 client stops naming the call, before it
    /// changes the table that resolutions on the main actor read.
    @Test func aGlobalOverrideOffTheMainActorFromASwift5ClientStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("global-override-off-main")
        #expect(!outcome.output.contains("overridden off main"))
        #expect(
            outcome.output.contains(
                "Inject: DefaultValues.override(_:with:) at "
                    + Probe.site(of: "the global override off main", in: "ReplacementOffMainScenario.swift")
                    + " was called off the main actor; change global overrides on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// A lease ended off the main actor by a Swift 5 client stops naming the call, before it drops
    /// instances from the storage that resolutions on the main actor read.
    @Test func aLeaseEndedOffTheMainActorFromASwift5ClientStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("lease-end-off-main")
        #expect(!outcome.output.contains("ended off main"))
        #expect(
            outcome.output.contains(
                "Inject: Lease.end() at "
                    + Probe.site(of: "the lease ended off main", in: "ReplacementOffMainScenario.swift")
                    + " was called off the main actor; end leases on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// The other main-actor calls a Swift 5 client can make off the main actor with no warning (in a
    /// callback an older API runs on its own thread) stop naming the call and its site, before they read
    /// or change the main actor's observers, global overrides and storage, recordings or injection points. Each scenario prints what
    /// `returned` names if the call returns.
    @Test(arguments: [
        (
            "observe-off-main", "observe off main",
            "Inject: DefaultValues.observe(_:) at \(Probe.site(of: "the observe off main", in: offMainCalls))"
                + " was called off the main actor; observe resolutions on the main actor."
        ),
        (
            "observation-cancel-off-main", "cancel off main",
            "Inject: ResolutionObservation.cancel() at \(Probe.site(of: "the cancel off main", in: offMainCalls))"
                + " was called off the main actor; cancel observations on the main actor."
        ),
        (
            "remove-override-off-main", "removeOverride off main",
            "Inject: DefaultValues.removeOverride(_:) at "
                + Probe.site(of: "the override removed off main", in: offMainCalls)
                + " was called off the main actor; change global overrides on the main actor."
        ),
        (
            "reset-off-main", "reset off main",
            "Inject: DefaultValues.reset() at \(Probe.site(of: "the reset off main", in: offMainCalls))"
                + " was called off the main actor; reset on the main actor."
        ),
        (
            "recording-start-off-main", "recordDependencyGraph off main",
            "Inject: DefaultValues.recordDependencyGraph() at "
                + Probe.site(of: "the recording started off main", in: offMainCalls)
                + " was called off the main actor; record dependency graphs on the main actor."
        ),
        (
            "recording-stop-off-main", "stop off main",
            "Inject: DependencyGraphRecording.stop() at \(Probe.site(of: "the stop off main", in: offMainCalls))"
                + " was called off the main actor; record dependency graphs on the main actor."
        ),
        (
            "recording-graph-off-main", "graph off main",
            "Inject: DependencyGraphRecording.graph of the recording started at "
                + Probe.site(of: "the recording read off main", in: offMainCalls)
                + " was read off the main actor; record dependency graphs on the main actor."
        ),
        (
            "injecting-off-main", "injecting off main",
            "Inject: OffMainInjectedConsumer.injecting(_:for:) at \(Probe.site(of: "the injecting off main", in: offMainCalls))"
                + " was called off the main actor; replace injected values on the main actor."
        ),
        (
            "injecting-resolved-off-main", "injecting off main",
            "Inject: OffMainInjectedConsumer.injecting(_:for:) at "
                + Probe.site(of: "the injecting of a resolved property off main", in: offMainCalls)
                + " was called off the main actor; replace injected values on the main actor."
        ),
        (
            "injecting-struct-off-main", "injecting off main",
            "Inject: OffMainInjectedStructConsumer.injecting(_:for:) at "
                + Probe.site(of: "the injecting of a struct consumer off main", in: offMainCalls)
                + " was called off the main actor; replace injected values on the main actor."
        ),
        (
            "is-resolved-off-main", "isResolved off main",
            #"Inject: isResolved of \.probeValue at "#
                + Probe.site(of: "the point inspected off main", in: offMainCalls)
                + " was read off the main actor; read injection points on the main actor."
        ),
        (
            "source-off-main", "source off main",
            #"Inject: source of \.probeValue at "# + Probe.site(of: "the point inspected off main", in: offMainCalls)
                + " was read off the main actor; read injection points on the main actor."
        ),
        (
            "debug-description-off-main", "debugDescription off main",
            #"Inject: debugDescription of \.probeValue at "#
                + Probe.site(of: "the point inspected off main", in: offMainCalls)
                + " was read off the main actor; read injection points on the main actor."
        ),
    ])
    func aMainActorCallOffTheMainActorFromASwift5ClientStopsNamingIt(
        scenario: String,
        returned: String,
        message: String
    ) throws {
        let outcome = try Probe.runStopping(scenario)
        #expect(!outcome.output.contains(returned), "\(outcome.output)")
        #expect(outcome.output.contains(message), "\(outcome.output)")
    }

    @Test func resolvingFromDefaultValuesOffTheMainActorStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("resolve-off-main")
        #expect(!outcome.output.contains("resolved 42"))
        #expect(
            outcome.output.contains(
                "Inject: DefaultValues.resolve(_:) at "
                    + Probe.site(of: "DefaultValues().resolve(", in: "ResolveOffMainScenario.swift")
                    + " was used off the main actor; call it while its default runs, which Inject does on the main actor, not later in a closure or a task the default made."
            ),
            "\(outcome.output)"
        )
    }

    @Test func resettingInsideAFrameStopsNamingBothPlaces() throws {
        let outcome = try Probe.runStopping("reset-in-frame")
        #expect(
            outcome.output.contains(
                "Inject: DefaultValues.reset() at \(Probe.site(of: "the reset-in-frame call")) was called inside the "
                    + "withInjected frame opened at \(Probe.site(of: "the reset-in-frame frame")); it starts the whole "
                    + "process over, so call it only outside frames."
            ),
            "\(outcome.output)"
        )
    }

    @Test func anUnimplementedDefaultOutsideTestsStopsWithTheKeyPathAndTheInjectionPoint() throws {
        let outcome = try Probe.runStopping("unimplemented")
        #expect(!outcome.output.contains("value 0"))
        #expect(
            outcome.output.contains("has no value for this context: asked for at InjectProbe/main.swift:"),
            "\(outcome.output)"
        )
    }

    /// An app that `INJECT_CONTEXT=test` gives the test values (an app a UI test launches) runs no test,
    /// so its stop does not advise linking InjectTesting to a test target: it says what chose the context.
    @Test func anUnimplementedDefaultInAProcessForcedIntoTheTestContextNamesTheVariable() throws {
        let outcome = try Probe.runStopping("unimplemented", environment: ["INJECT_CONTEXT": "test"])
        #expect(outcome.output.contains("has no value for this context"), "\(outcome.output)")
        #expect(!outcome.output.contains("Link InjectTesting"), "\(outcome.output)")
        #expect(outcome.output.contains("INJECT_CONTEXT"), "\(outcome.output)")
    }

    /// `permanent { }` run after its default returned (in a closure the default made) stops naming the
    /// call, as `unimplemented(_:)` and `resolve` do: the process may have many.
    @Test func aPermanentUsedOutsideAResolutionStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("permanent-late")
        #expect(
            outcome.output.contains(
                "Inject: permanent { } at \(Probe.site(of: "the late permanent", in: "PermanentMisuseScenarios.swift")) was used outside the resolution of a dependency"
            ),
            "\(outcome.output)"
        )
    }

    @Test func aPermanentUsedOffTheMainActorStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("permanent-late-off-main")
        #expect(
            outcome.output.contains(
                "Inject: permanent { } at \(Probe.site(of: "the late permanent", in: "PermanentMisuseScenarios.swift")) was used off the main actor"
            ),
            "\(outcome.output)"
        )
    }

    /// `unimplemented(_:)` in a closure that a default returned, called later on the main actor, outside
    /// every resolution: the message says when to call it, as `permanent { }`'s does.
    @Test func anUnimplementedUsedOutsideAResolutionStopsWithAdviceThatFitsIt() throws {
        let outcome = try Probe.runStopping("unimplemented-late")
        #expect(!outcome.output.contains("placeholder 0"))
        #expect(
            outcome.output.contains(
                "Inject: unimplemented(_:) at \(Probe.site(of: "the late unimplemented", in: "PermanentMisuseScenarios.swift")) was used outside the resolution of a dependency; call it while its default runs, not later in a closure or a task the default made."
            ),
            "\(outcome.output)"
        )
    }

    /// `unimplemented(_:)` in a closure that a default returned, called later off the main actor, stops
    /// naming the call, as `permanent { }` and `resolve` do there, rather than with the runtime's
    /// "Incorrect actor executor assumption", which names no site.
    @Test func anUnimplementedUsedOffTheMainActorStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("unimplemented-late-off-main")
        #expect(!outcome.output.contains("placeholder 0"))
        #expect(
            outcome.output.contains(
                "Inject: unimplemented(_:) at \(Probe.site(of: "the late unimplemented", in: "PermanentMisuseScenarios.swift")) was used off the main actor; call it while its default runs, which Inject does on the main actor, not later in a closure or a task the default made."
            ),
            "\(outcome.output)"
        )
    }

    /// `resolve` in a closure that a default returned, called later off the main actor: it is in a
    /// default already, so "call it in a default" does not help; the message says it must run while the
    /// default runs.
    @Test func aResolveInAClosureADefaultMadeStopsWithAdviceThatFitsIt() throws {
        let outcome = try Probe.runStopping("resolve-late-off-main")
        #expect(
            outcome.output.contains(
                "Inject: DefaultValues.resolve(_:) at \(Probe.site(of: "the late resolve", in: "PermanentMisuseScenarios.swift")) was used off the main actor; call it while its default runs, which Inject does on the main actor, not later in a closure or a task the default made."
            ),
            "\(outcome.output)"
        )
    }

    /// The runtime's own `file:line: Fatal error:` header, the first thing a crash log or console shows,
    /// names the user's site the message is about, not the line of Inject's source that stopped.
    @Test(arguments: [
        ("reset-in-frame", Probe.site(of: "the reset-in-frame call")),
        ("off-main", Probe.site(of: "the off-main point")),
        ("permanent-late", Probe.site(of: "the late permanent", in: "PermanentMisuseScenarios.swift")),
    ])
    func aStopsHeaderNamesTheUsersSiteNotInjectsSource(scenario: String, site: String) throws {
        let outcome = try Probe.runStopping(scenario)
        #expect(outcome.output.contains("\(site): Fatal error: Inject: "), "\(outcome.output)")
    }

    /// A stop that a test process would record as a test failure (an `unimplemented(_:)` default read, a
    /// parent without a frame) names the user's call in its header too, where the failure would be
    /// recorded, not Inject's reporting.
    @Test(arguments: [
        ("unimplemented", Probe.site(of: "var probeUnimplemented:")),
        (
            "from-without-frame",
            Probe.site(of: "the call given a parent without a frame", in: "FromWithoutFrameScenario.swift")
        ),
    ])
    func aReportedStopsHeaderNamesTheUsersSite(scenario: String, site: String) throws {
        let outcome = try Probe.runStopping(scenario)
        #expect(outcome.output.contains("\(site): Fatal error: Inject: "), "\(outcome.output)")
    }

    /// `withInjected(from:)` given a parent with no frame to give, outside a test: the program stops,
    /// naming the call and what to store in the parent.
    @Test func aParentWithoutAFrameOutsideTestsStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("from-without-frame")
        let call = Probe.site(of: "the call given a parent without a frame", in: "FromWithoutFrameScenario.swift")
        #expect(
            outcome.output.contains(
                "Inject: withInjected(from:) at \(call) was given a PlainParent, which has no @Injected or @Resolved "
                    + "stored property to take a frame from. To give it one, store a CapturedFrame() in it"
            ),
            "\(outcome.output)"
        )
        #expect(!outcome.output.contains("ran 1"))
    }

    /// Only a process that `INJECT_CONTEXT=test` forced into the test context is told that the variable
    /// chose it: the stop of a live app, also in a frame that `withInjected(context: .test)` opened, or of
    /// one that `INJECT_CONTEXT=preview` runs, names no variable and gives no advice to link InjectTesting.
    @Test(arguments: [
        ("unimplemented", [String: String]()),
        ("unimplemented-in-test-frame", [:]),
        ("from-without-frame", ["INJECT_CONTEXT": "preview"]),
    ])
    func aStopOutsideTheTestContextNamesNoContextVariable(scenario: String, environment: [String: String]) throws {
        let outcome = try Probe.runStopping(scenario, environment: environment)
        #expect(outcome.output.contains("Fatal error: Inject: "), "\(outcome.output)")
        #expect(!outcome.output.contains("INJECT_CONTEXT"), "\(outcome.output)")
        #expect(!outcome.output.contains("Link InjectTesting"), "\(outcome.output)")
    }
}
