// Scenarios of a global override in a process where no frame exists: the first read of a `.temporary` +
// `.local` point that the override replaces takes the pipeline.
import Foundation
import Inject
import ProbeSupport

/// Runs the scenarios that `run(_:)` does not know, or stops with status 2 if none has that name.
func runScenarioOfItsOwnFile(_ scenario: String) {
    switch scenario {
    case "global-override":
        MainActor.assumeIsolated { runGlobalOverride() }
    case "cycle-global-override":
        MainActor.assumeIsolated { runGlobalOverrideCycle() }
    case "family-reset":
        MainActor.assumeIsolated { runFamilyReset() }
    case "graph-outside-frames":
        MainActor.assumeIsolated { runGraphOutsideFrames() }
    case "reset-while-making":
        MainActor.assumeIsolated { runResetWhileMaking() }
    case "from-without-frame":
        MainActor.assumeIsolated { runFromWithoutFrame() }
    case "reset-observers":
        MainActor.assumeIsolated { runResetObservers() }
    case "observer-cancelled-in-delivery":
        MainActor.assumeIsolated { runObserverCancelledInDelivery() }
    case "deprecated-context-override":
        MainActor.assumeIsolated { runDeprecatedContextOverride() }
    case "resolve-in-default-lifespans":
        MainActor.assumeIsolated { runResolveInDefaultLifespans() }
    case "unimplemented-in-test-frame":
        MainActor.assumeIsolated { runUnimplementedInTestFrame() }
    default:
        // The scenarios of PermanentMisuseScenarios.swift, which reports an unknown one.
        runPermanentMisuseScenario(scenario)
    }
}

/// What a global override's closure saw when it ran.
final class Replacement: Sendable {
    let name: String
    let counted: Counted
    let context: String
    init(name: String, counted: Counted, context: String) {
        (self.name, self.counted, self.context) = (name, counted, context)
    }
}

final class ReplacedLoop: Sendable {
    init(next: ReplacedLoop?) {}
}

extension DefaultValues {
    var probeReplaced: Replacement { Replacement(name: "default", counted: Counted(), context: "-") }
    var probeBesideReplaced: Replacement { Replacement(name: "beside", counted: Counted(), context: "-") }
    var probeReplacedLoop: ReplacedLoop { ReplacedLoop(next: nil) }
}

final class ReplacedConsumer {
    @Injected(\.probeReplaced) var replaced
    @Injected(\.probeBesideReplaced) var beside
    @Injected(\.probeReplaced, .shared, .permanent) var shared
}

final class ReplacedLoopConsumer {
    @Injected(\.probeReplacedLoop) var loop
}

@MainActor
func runGlobalOverride() {
    DefaultValues.override(\.probeReplaced) {
        // A closure that resolves another dependency, whose default keeps its instance with
        // `permanent { }`, and reads the context: what a default on the shortcut may do.
        Replacement(name: "global", counted: resolve(\.probeCounted), context: DefaultValues().context.rawValue)
    }
    let first = ReplacedConsumer()
    let second = ReplacedConsumer()
    print("replaced \(first.replaced.name) from \(first.$replaced.source.map { "\($0)" } ?? "-")")
    print("each point its own \(first.replaced !== second.replaced)")
    print("permanent in the closure kept \(first.replaced.counted === resolve(\.probeCounted))")
    print("context in the closure \(first.replaced.context)")
    print("beside \(first.beside.name)")
    print("shared replaced \(first.shared.name) \(first.shared === second.shared)")
    // An observer keeps the read on the usual path, which reports the same source.
    var sources: [String] = []
    let observation = DefaultValues.observe { sources.append("\($0.keyPath) \($0.source)") }
    print("observed read \(ReplacedConsumer().replaced.name)")
    observation.cancel()
    print("observed \(sources.joined(separator: ", "))")
    DefaultValues.removeOverride(\.probeReplaced)
    print("after removal \(ReplacedConsumer().replaced.name)")
    // Set again, then dropped by a reset: the next point is back on the default.
    DefaultValues.override(\.probeReplaced) { Replacement(name: "again", counted: Counted(), context: "-") }
    print("replaced again \(ReplacedConsumer().replaced.name)")
    DefaultValues.reset()
    print("after reset \(ReplacedConsumer().replaced.name)")
}

/// A global override whose closure reads the point it replaces again: the cycle stops the program.
@MainActor
func runGlobalOverrideCycle() {
    DefaultValues.override(\.probeReplacedLoop) { ReplacedLoop(next: ReplacedLoopConsumer().loop) }
    reached()
    _ = ReplacedLoopConsumer().loop
}

/// How many more times the default of `probeResetting` resets the process as it makes its instance.
@MainActor var resetsWhileMaking = 1

extension DefaultValues {
    @MainActor var probeResetting: Counted {
        if resetsWhileMaking > 0 {
            resetsWhileMaking -= 1
            DefaultValues.reset()
        }
        return Counted()
    }
}

@MainActor
final class ResettingConsumer {
    @Injected(\.probeResetting, .shared, .permanent) var made
}

/// A `.shared` + `.permanent` instance of the global storage whose default reset the process as it made
/// it: the reset dropped the instances it would join, so it is not kept, and the next point makes its own.
@MainActor
func runResetWhileMaking() {
    let first = ResettingConsumer()
    let made = first.made
    print("made during a reset kept \(ResettingConsumer().made === made)")
    let second = ResettingConsumer().made
    print("made after the reset kept \(ResettingConsumer().made === second)")
}
