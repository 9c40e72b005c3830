// A program the tests run in a subprocess, as InjectProbe is, for behaviour that must stop a process
// that links InjectTesting: its own calls, and misuse that stops even where a test failure could be
// recorded. A program of its own, because linking InjectTesting (and so XCTest and Swift Testing) makes
// a process a test process: InjectProbe's scenarios of the live context, and of stops that a test
// process records as test failures instead, need a process without it.
//
// Built in Swift 5 language mode, like a client that has not adopted strict concurrency: the compiler
// lets it call main-actor functions from a callback an older API runs on its own thread.
//
// Usage: InjectTestingProbe <scenario>; each scenario prints "reached" before the step that must stop it.
import Foundation
import Inject
import InjectTesting
import ProbeSupport

extension DefaultValues {
    var testingProbeValue: Int { 42 }
    var testingProbeCycleA: Int { context.choose(live: 1, preview: resolve(\.testingProbeCycleB), test: 3) }
    var testingProbeCycleB: Int { resolve(\.testingProbeCycleA) }
}

/// A parent with no injected property, so no frame for `withInjected(from:)` to take.
struct PlainParent {}

switch CommandLine.arguments.dropFirst().first ?? "" {
case "dependency-graph-off-main":
    runOffMainCall({ () }) { _ in
        let graph = withDependencyGraph { _ = resolve(\.testingProbeValue) }  // the graph recorded off main
        print("withDependencyGraph off main \(graph)")
    }
case "from-without-frame-off-main":
    // A failure is recorded on the main actor only: off it, even a test process stops.
    runOffMainCall({ () }) { _ in
        withInjected(from: PlainParent()) { print("operation ran off main") }  // the parent without a frame off main
    }
case "dependency-graph-on-main":
    // The same call on the main actor, which returns: the scenario above stops for being off main only.
    MainActor.assumeIsolated {
        let graph = withDependencyGraph { _ = resolve(\.testingProbeValue) }
        print("withDependencyGraph on main \(graph.edges.count)")
    }
case "check-cycle":
    // A cycle in one context only (previews) stops the process, as it would there, naming the check.
    MainActor.assumeIsolated {
        reached()
        checkDependencies([\.testingProbeCycleA])  // the check with a cycle
    }
case let scenario:
    print("unknown scenario \(scenario)")
    exit(2)
}
exit(0)
