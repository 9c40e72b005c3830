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

extension DefaultValues {
    var testingProbeValue: Int { 42 }
}

/// A parent with no injected property, so no frame for `withInjected(from:)` to take.
struct PlainParent {}

/// An API from before strict concurrency that calls its closure back on a thread of its own, as many
/// completion handlers do. In Swift 5 mode a main-actor function passes it a closure that calls
/// main-actor functions, with no warning: the closure is taken to run on the main actor, and does not.
final class LegacyCallback {
    func run(_ body: @escaping () -> Void) {
        Thread { body() }.start()
    }
}

/// Runs `misuse` in a `LegacyCallback` started on the main actor, after printing "reached", and waits
/// for it to stop the process (a scenario that does not stop goes on after ten seconds).
func runOffMainCall(_ misuse: @escaping @MainActor () -> Void) {
    MainActor.assumeIsolated {
        LegacyCallback().run {
            print("reached")
            fflush(stdout)
            misuse()
        }
    }
    Thread.sleep(forTimeInterval: 10)
}

switch CommandLine.arguments.dropFirst().first ?? "" {
case "dependency-graph-off-main":
    runOffMainCall {
        let graph = withDependencyGraph { _ = resolve(\.testingProbeValue) }  // the graph recorded off main
        print("withDependencyGraph off main \(graph)")
    }
case "from-without-frame-off-main":
    // A failure is recorded on the main actor only: off it, even a test process stops.
    LegacyCallback().run {
        print("reached")
        fflush(stdout)
        withInjected(from: PlainParent()) { print("operation ran off main") }  // the parent without a frame off main
    }
    Thread.sleep(forTimeInterval: 10)
case "dependency-graph-on-main":
    // The same call on the main actor, which returns: the scenario above stops for being off main only.
    MainActor.assumeIsolated {
        let graph = withDependencyGraph { _ = resolve(\.testingProbeValue) }
        print("withDependencyGraph on main \(graph.edges.count)")
    }
case let scenario:
    print("unknown scenario \(scenario)")
    exit(2)
}
exit(0)
