// A program the tests run in a subprocess, for behaviour that must stop the process.
//
// Built in Swift 5 language mode, like a client that has not adopted strict concurrency: the compiler
// lets it read an injected value off the main actor, which Inject must stop at run time.
//
// Usage: InjectProbe <scenario>; each scenario prints "reached" before the step that must stop it.
import Foundation
import Inject
import ProbeSupport

final class CycleA {
    let b: CycleB
    init(b: CycleB) { self.b = b }
}

final class CycleB {
    let a: CycleA
    init(a: CycleA) { self.a = a }
}

extension DefaultValues {
    @MainActor var probeCycleA: CycleA { CycleA(b: resolve(\.probeCycleB)) }
    @MainActor var probeCycleB: CycleB { CycleB(a: resolve(\.probeCycleA)) }
    var probeValue: Int { 42 }
    var probeSessionValue: SessionValue { SessionValue() }
    var probeUnimplemented: Int { unimplemented(0) }
    var probeContextName: String { context.rawValue }
    subscript(probeReport city: String) -> Int { city.count }
}

final class ContextConsumer {
    @Injected(\.probeContextName) var name
    @Injected(\.probeValue) var value
}

final class SessionValue {}

let probeSession = Lease()

final class SessionConsumer {
    @Injected(\.probeSessionValue, .shared, until: probeSession) var value
    @Injected(\.probeSessionValue, .shared, .permanent) var permanent
}

final class UnimplementedConsumer {
    @Injected(\.probeUnimplemented) var value
}

final class OffMainConsumer {
    @Injected(\.probeValue) var value  // the off-main point
}

/// A main-actor read that reaches a plain closure, as it does when a Swift 5 client converts a
/// main-actor closure (which that mode only warns about) or passes it through Objective-C.
func reader(of consumer: OffMainConsumer) -> () -> Int {
    let read: @MainActor () -> Int = { consumer.value }
    return unsafeBitCast(read, to: (() -> Int).self)
}

func run(_ scenario: String) {
    switch scenario {
    case "key-path-names":
        // The names messages give: from the binary's symbols on Linux, or the types where they are gone.
        print("names \(keyPathName(\DefaultValues.probeValue)) \(keyPathName(\DefaultValues.[probeReport: "Oslo"]))")
    case "cycle":
        MainActor.assumeIsolated {
            reached()
            _ = resolve(\.probeCycleA)
        }
    case "off-main":
        let read = reader(of: OffMainConsumer())
        reachedOnAnotherThread {
            print(read())
        }
    case "reset-in-frame":
        MainActor.assumeIsolated {
            withInjected({ _ in }) {  // the reset-in-frame frame
                reached()
                DefaultValues.reset()  // the reset-in-frame call
            }
        }
    case "reset-lease":
        // Reset returns to launch state: lease-bound and permanent instances are released.
        MainActor.assumeIsolated {
            let consumer = SessionConsumer()
            weak let bound = consumer.value
            weak let permanent = consumer.permanent
            // A second consumer finds the `.shared` + `.permanent` instance by its key path object.
            print("permanent found before reset \(SessionConsumer().permanent === consumer.permanent)")
            // A point created in a frame is bound to the lease's table in that frame, which reset leaves.
            let framed = withInjected({ _ in }) { SessionConsumer() }
            weak let framedBound = framed.value
            DefaultValues.reset()
            print("frame's lease instance kept \(framedBound != nil && framed.$value.isResolved)")
            // The reset ends the lease in the global storage by itself, before `end()` below.
            print("point let go by reset \(!consumer.$value.isResolved)")
            probeSession.end()
            print("frame's lease instance released by end \(framedBound == nil)")
            print("lease instance released \(bound == nil)")
            print("point let go \(!consumer.$value.isResolved)")
            print("permanent kept by its point \(permanent != nil)")
            print("new instance after reset \(SessionConsumer().value !== consumer.permanent)")
            print("new permanent after reset \(SessionConsumer().permanent !== consumer.permanent)")
            // Frames, contexts and objects made later work as before after a reset.
            let parent = withInjected(context: .preview) { withInjected(\.probeValue, 7) { ContextConsumer() } }
            let child = withInjected(from: parent) { ContextConsumer() }
            print("after reset child \(child.name) \(child.value)")
        }
    case "unimplemented":
        MainActor.assumeIsolated {
            reached()
            print("value \(UnimplementedConsumer().value)")
        }
    case "direct":
        // No frame exists in this process, so these first reads take the shortcut.
        MainActor.assumeIsolated {
            let first = DirectConsumer()
            let second = DirectConsumer()
            print("permanent default kept \(first.counted === second.counted)")
            print("nested point resolved \(first.outer.innerValue)")
            print("context read \(first.contextName)")
            print("shared found \(first.shared === second.shared)")
            // `resolve` in defaults nests direct resolutions: deeper than the depth left unchecked for
            // cycles, and with `permanent { }` inside.
            print("deep chain \(resolve(\.[probeLink: 40]).count)")
            print("nested permanent kept \(resolve(\.probeHolder).counted === first.counted)")
            // A resolution through the resolver (a `.shared` instance made on its first use) between two on
            // the shortcut: `permanent { }` in the innermost finds its own resolution.
            print("mixed permanent kept \(resolve(\.probeMixedOuter).middle.counted === first.counted)")
            // A resolution through the resolver nested in a direct one is the innermost under way, not the
            // direct one around it: `permanent { }` in its default keeps its instance for its own key.
            let keptInside = resolve(\.probeAroundKeptPart).counted
            print("kept part found outside \(resolve(\.probeKeptPart, .temporary, .permanent).counted === keptInside)")
            // A global override and an observer keep `resolve` off the shortcut, nested calls too.
            let replacement = Counted()
            DefaultValues.override(\.probeCounted) { replacement }
            print("nested override applies \(resolve(\.probeHolder).counted === replacement)")
            DefaultValues.removeOverride(\.probeCounted)
            var observed: [String] = []
            let observation = DefaultValues.observe { observed.append("\($0.keyPath) by \($0.requestedBy ?? "-")") }
            _ = resolve(\.probeHolder)
            observation.cancel()
            print("observed \(observed.joined(separator: ", "))")
            // `resolve` with `.shared` finds, from its second call on, what its key path object found.
            let sharedByResolve = resolvedProbeShared()
            print(
                "resolve shared found \(resolvedProbeShared() === sharedByResolve && first.shared === sharedByResolve)"
            )
            // After a reset, the shortcut makes a new permanent default.
            DefaultValues.reset()
            print("new permanent after reset \(resolve(\.probeHolder).counted !== first.counted)")
            print("resolve shared new after reset \(resolvedProbeShared() !== sharedByResolve)")
        }
    case "cycle-point":
        MainActor.assumeIsolated {
            reached()
            _ = LoopConsumer().loop
        }
    case "cycle-entered":
        MainActor.assumeIsolated {
            reached()
            _ = resolve(\.probeEntry)
        }
    case "context":
        print("context \(InjectionContext.current.rawValue)")
    case "resolved-reset":
        MainActor.assumeIsolated { runResolvedReset() }
    case "cycle-resolved":
        MainActor.assumeIsolated { runResolvedCycle() }
    case "resolve-off-main":
        runResolveOffMain()
    case "main":
        let consumer = OffMainConsumer()
        MainActor.assumeIsolated { print("value \(consumer.value)") }
    default:
        // The scenarios of the other files (a call rather than cases here keeps this file's line numbers).
        runScenarioOfItsOwnFile(scenario)
    }
}

final class Counted: Sendable {}

/// Made by a default that reads an injection point of an object it creates.
final class Outer: Sendable {
    let innerValue: Int
    init(innerValue: Int) { self.innerValue = innerValue }
}

final class Loop: Sendable {
    let next: Loop
    init(next: Loop) { self.next = next }
}

extension DefaultValues {
    var probeCounted: Counted { permanent { Counted() } }
    var probeOuter: Outer { MainActor.assumeIsolated { Outer(innerValue: OffMainConsumer().value) } }
    var probeShared: Counted { Counted() }
    var probeLoop: Loop { Loop(next: resolve(\.probeLoop)) }
    var probeHolder: Holder { Holder(counted: resolve(\.probeCounted)) }
    var probeMixedOuter: MixedOuter { MixedOuter(middle: resolve(\.probeMixedMiddle, .shared, .permanent)) }
    var probeMixedMiddle: Holder { Holder(counted: resolve(\.probeCounted)) }
    var probeKeptPart: Holder { Holder(counted: permanent { Counted() }) }
    var probeAroundKeptPart: Holder { resolve(\.probeKeptPart, .temporary, .permanent) }
    subscript(probeLink depth: Int) -> Link {
        Link(next: depth == 0 ? nil : resolve(\.[probeLink: depth - 1]))
    }
    // A cycle entered from outside it: entry -> first -> second -> first.
    var probeEntry: Entry { Entry(first: resolve(\.probeCycleFirst)) }
    var probeCycleFirst: CycleFirst { CycleFirst(second: resolve(\.probeCycleSecond)) }
    var probeCycleSecond: CycleSecond { CycleSecond(first: resolve(\.probeCycleFirst)) }
}

final class MixedOuter: Sendable {
    let middle: Holder
    init(middle: Holder) { self.middle = middle }
}

final class Holder: Sendable {
    let counted: Counted
    init(counted: Counted) { self.counted = counted }
}

/// One link of a chain built through `resolve` in defaults.
final class Link: Sendable {
    let next: Link?
    init(next: Link?) { self.next = next }
    /// How many links this one starts.
    var count: Int { 1 + (next?.count ?? 0) }
}

final class Entry: Sendable {
    init(first: CycleFirst) {}
}

final class CycleFirst: Sendable {
    init(second: CycleSecond) {}
}

final class CycleSecond: Sendable {
    init(first: CycleFirst) {}
}

final class DirectConsumer {
    @Injected(\.probeCounted) var counted
    @Injected(\.probeOuter) var outer
    @Injected(\.probeContextName) var contextName
    @Injected(\.probeShared, .shared, .permanent) var shared
}

final class LoopConsumer {
    @Injected(\.probeLoop) var loop
}

/// One call site of `resolve` with `.shared`, so one key path object for every call.
@MainActor
func resolvedProbeShared() -> Counted { resolve(\.probeShared, .shared, .permanent) }

run(CommandLine.arguments.dropFirst().first ?? "")
exit(0)
