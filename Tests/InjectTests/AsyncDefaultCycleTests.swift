import ProbeRunner
import Testing

/// The file of the probe's scenarios of dependencies made asynchronously.
private let scenarios = "AsyncDefaultScenarios.swift"

/// A making that awaits itself, directly or through other makings, stops the process with the message
/// of a cycle of defaults, naming the chain, instead of waiting for ever; an `unimplemented` async
/// default stops as any does.
@Suite struct AsyncDefaultCycleTests {
    @Test func aCycleThroughTwoMakingsStopsWithTheChain() throws {
        let outcome = try Probe.runStopping("async-cycle")
        let chain =
            #"Inject: dependency cycle \.probeAsyncCycleA ("#
            + Probe.site(of: #"_ = try await resolve(\.probeAsyncCycleA)"#, in: scenarios)
            + #") -> \.probeAsyncCycleB ("# + Probe.site(of: "var probeAsyncCycleA:", in: scenarios)
            + #") -> \.probeAsyncCycleA ("# + Probe.site(of: "var probeAsyncCycleB:", in: scenarios) + ")"
            + "; a dependency's construction resolves itself again."
        #expect(outcome.output.contains(chain), "\(outcome.output)")
    }

    @Test func aMakingThatAwaitsItsOwnInstanceStops() throws {
        let outcome = try Probe.runStopping("async-self-cycle")
        let site = Probe.site(of: #"_ = try await resolve(\.probeAsyncSelf"#, in: scenarios)
        #expect(
            outcome.output.contains(#"Inject: dependency cycle \.probeAsyncSelf ("# + site + ") -> "),
            "\(outcome.output)"
        )
        #expect(outcome.output.contains("a dependency's construction resolves itself again."))
    }

    @Test func aCycleThatTasksStartedApartCloseStops() throws {
        let outcome = try Probe.runStopping("async-cross-task-cycle")
        // Either making may be the one whose wait closes the cycle: the chain starts with it and ends
        // with it again, through the other. Each is named where its task resolved it.
        let a = #"\.probeAsyncCrossA ("# + Probe.site(of: "async let first", in: scenarios) + ")"
        let b = #"\.probeAsyncCrossB ("# + Probe.site(of: "async let second", in: scenarios) + ")"
        let either = ["\(a) -> \(b) -> \(a)", "\(b) -> \(a) -> \(b)"]
        #expect(
            either.contains { outcome.output.contains("Inject: dependency cycle \($0); a dependency's construction") },
            "\(outcome.output)"
        )
    }

    @Test func anUnimplementedAsyncDefaultStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("async-unimplemented")
        #expect(
            outcome.output.contains("has no value for this context: asked for at InjectProbe/\(scenarios):"),
            "\(outcome.output)"
        )
    }
}
