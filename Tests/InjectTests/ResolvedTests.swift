import ProbeRunner
import Testing

@testable import Inject

/// `@Resolved` resolves when its consumer is created and then behaves as `@Injected` does: the same
/// scopes, lifespans, frames and replacements, with the instance kept in the property itself.
@MainActor
@Suite struct ResolvedTests {
    @Test func theDefaultRunsWhenTheConsumerIsCreatedAndNotOnRead() {
        @MainActor final class Consumer {
            @Resolved(\.eagerCounted) var service
        }
        let consumer = Consumer()
        #expect(Evaluations.count("eagerCounted") == 1)
        let first = consumer.service
        #expect(consumer.service === first)
        #expect(Evaluations.count("eagerCounted") == 1)
    }

    @Test func temporaryLocalGivesEachPropertyItsOwnInstanceAndReleasesItWithTheConsumer() {
        @MainActor final class Consumer {
            @Resolved(\.eagerTemporary) var first
            @Resolved(\.eagerTemporary, .temporary, .local) var second
        }
        weak var released: Service?
        do {
            let consumer = Consumer()
            #expect(consumer.first !== consumer.second)
            #expect(Consumer().first !== consumer.first)
            released = consumer.first
        }
        #expect(released == nil)
    }

    @Test func temporaryPermanentKeepsTheInstanceAfterTheConsumerIsReleased() {
        @MainActor final class Consumer {
            @Resolved(\.eagerTemporaryPermanent, .permanent) var service
        }
        weak var kept: Service?
        do {
            let consumer = Consumer()
            kept = consumer.service
            #expect(Consumer().service !== consumer.service)
        }
        #expect(kept != nil)
    }

    @Test func sharedPermanentIsTheInstanceThatInjectionPointsAndResolveShare() {
        @MainActor final class Eager {
            @Resolved(\.eagerSharedPermanent, .shared, .permanent) var service
        }
        @MainActor final class Lazy {
            @Injected(\.eagerSharedPermanent, .shared, .permanent) var service
        }
        let eager = Eager()
        #expect(Eager().service === eager.service)
        #expect(Lazy().service === eager.service)
        #expect(resolve(\.eagerSharedPermanent, .shared, .permanent) === eager.service)
    }

    @Test func sharedLocalStaysSharedWhileAConsumerHoldsItAndGoesWithTheLast() {
        @MainActor final class Eager {
            @Resolved(\.eagerSharedLocal, .shared) var service
        }
        @MainActor final class Lazy {
            @Injected(\.eagerSharedLocal, .shared) var service
        }
        weak var released: Service?
        do {
            let first = Eager()
            let second = Eager()
            #expect(second.service === first.service)
            #expect(Lazy().service === first.service)
            released = first.service
        }
        #expect(released == nil)
    }

    @Test func sharedLocalStaysSharedWhileOnlyAPropertyThatFoundItHoldsIt() {
        @MainActor final class Eager {
            @Resolved(\.eagerSharedLocalFoundAgain, .shared) var service
        }
        var first: Eager? = Eager()
        // The second property finds it by its key path object, then holds it alone.
        let second = Eager()
        #expect(second.service === first?.service)
        first = nil
        #expect(Eager().service === second.service)
    }

    /// A `.shared` + `.local` property created in a frame keeps the frame's instance shared while it alone
    /// holds it, as one created outside every frame does: a consumer made next in the frame shares it.
    @Test func sharedLocalInAFrameStaysSharedWhileOnlyAPropertyHoldsIt() {
        @MainActor final class Eager {
            @Resolved(\.eagerSharedLocalInAFrame, .shared) var service
        }
        let (first, second) = withInjected({ _ in }) { (Eager(), Eager()) }
        #expect(second.service === first.service)
    }

    /// A `.shared` property created in a frame looks for its instance in that frame, not outside it:
    /// the instance the same declaration made outside every frame is not the frame's, nor its
    /// replacement.
    @Test func aSharedPropertyCreatedInAFrameDoesNotFindTheInstanceMadeOutside() {
        @MainActor final class Eager {
            @Resolved(\.eagerSharedOutsideThenInFrame, .shared) var service
        }
        let outside = Eager()
        let inside = withInjected({ _ in }) { Eager() }
        #expect(inside.service !== outside.service)
        let replacement = Service("replacement")
        let replaced = withInjected(\.eagerSharedOutsideThenInFrame, replacement) { Eager() }
        #expect(replaced.service === replacement)
    }

    /// Shared storage is per lifespan: a `.shared` + `.permanent` property finds no `.shared` + `.local`
    /// instance, not even one that its key path object, the same declaration's, found before.
    @Test func aSharedPermanentPropertyDoesNotGetTheLocalInstanceItsKeyPathFound() {
        @MainActor final class Consumer {
            @Resolved var service: Service
            init(_ lifespan: Lifespan) { _service = Resolved(\.eagerSharedPerLifespan, .shared, lifespan) }
        }
        // A frame of its own, so that the permanent instance is this test's.
        withInjected({ _ in }) {
            let local = Consumer(.local)
            #expect(Consumer(.local).service === local.service)
            let permanent = Consumer(.permanent)
            #expect(permanent.service !== local.service)
            #expect(Consumer(.permanent).service === permanent.service)
        }
    }

    @Test func sharedLocalValueTypesAreKeptSharedByTheirOwner() {
        @MainActor struct Consumer {
            @Resolved(\.eagerSharedLocalValue, .shared, .local) var value
        }
        weak var released: Service?
        do {
            let first = Consumer()
            #expect(Consumer().value.service === first.value.service)
            released = first.value.service
        }
        #expect(released == nil)
    }

    @Test func assigningReplacesOneConsumersInstanceAndLetsGoOfTheSharedOne() {
        @MainActor final class Consumer: Injectable {
            @Resolved(\.eagerSharedLocalReplaced, .shared) var service
        }
        let replacement = Service("replacement")
        weak var released: Service?
        let other: Consumer
        do {
            let consumer = Consumer()
            other = Consumer().injecting(replacement, for: \.service)
            // `other` took the shared instance when it was created, then let go of it.
            #expect(other.service === replacement)
            #expect(consumer.service !== replacement)
            released = consumer.service
        }
        #expect(released == nil)
        #expect(other.service === replacement)
    }

    @Test func injectingIntoAStructCopyLeavesTheOriginal() {
        @MainActor struct Consumer: Injectable {
            @Resolved(\.eagerGreeting) var greeting
        }
        let original = Consumer()
        let copy = original.injecting(Mock(), for: \.greeting)
        #expect(copy.greeting.text == "mock")
        #expect(original.greeting.text == "hello")
    }

    @Test func aConsumerCreatedInAFrameGetsItsReplacementAndOneCreatedOutsideDoesNot() {
        @MainActor final class Consumer {
            @Resolved(\.eagerInFrame) var service
            @Resolved(\.eagerSharedInFrame, .shared, .permanent) var shared
        }
        let replacement = Service("replacement")
        let sharedReplacement = Service("shared replacement")
        let inside = withInjected(\.eagerInFrame, replacement) {
            withInjected(\.eagerSharedInFrame, sharedReplacement) { Consumer() }
        }
        #expect(inside.service === replacement)
        #expect(inside.shared === sharedReplacement)
        let outside = Consumer()
        #expect(outside.service.name == "default")
        #expect(outside.shared.name == "default")
    }

    @Test(arguments: 0..<20)
    func parallelFramesEachResolveTheirOwnReplacement(index: Int) {
        @MainActor final class Consumer {
            @Resolved(\.eagerParallel) var service
            @Resolved(\.eagerParallel, .shared, .local) var shared
        }
        let replacement = Service("replacement \(index)")
        let consumer = withInjected(\.eagerParallel, replacement) { Consumer() }
        #expect(consumer.service === replacement)
        #expect(consumer.shared === replacement)
    }

    @Test(arguments: [Scope.temporary, .shared])
    func aChildMadeFromAConsumerWithOnlyResolvedPropertiesSeesItsFrame(scope: Scope) {
        @MainActor final class Parent {
            // First, so that `withInjected(from:)` reads the frame kept with a shared instance.
            @Resolved(\.eagerFrom, .shared, .local) var shared
            @Resolved(\.eagerFrom) var temporary
            let scope: Scope
            init(scope: Scope) { self.scope = scope }
            func makeChild() -> Child { withInjected(from: self) { Child(scope: scope) } }
        }
        @MainActor final class Child {
            @Injected(\.eagerFrom) var lazy
            let eager: Service
            init(scope: Scope) { eager = resolve(\.eagerFrom, scope, .local) }
        }
        let replacement = Service("replacement \(scope)")
        let parent = withInjected(\.eagerFrom, replacement) { Parent(scope: scope) }
        let child = parent.makeChild()
        #expect(child.lazy === replacement)
        #expect(child.eager === replacement)
        #expect(Parent(scope: scope).makeChild().lazy.name == "default")
    }

    /// A property keeps its frame when it holds no shared instance (`.shared` + `.permanent`), and after
    /// an assignment, which lets go of the shared instance it held: `withInjected(from:)` still finds it.
    @Test func aResolvedPropertyKeepsItsFrameWithoutASharedInstanceAndAfterAnAssignment() {
        @MainActor final class Kept {
            @Resolved(\.eagerFrom, .shared, .permanent) var service
        }
        @MainActor final class Assigned {
            @Resolved(\.eagerFrom, .shared) var service
        }
        let replacement = Service("replacement")
        let kept = withInjected(\.eagerFrom, replacement) { Kept() }
        #expect(withInjected(from: kept) { resolve(\.eagerFrom) } === replacement)
        let assigned = withInjected(\.eagerFrom, replacement) { Assigned() }
        assigned.service = Service("assigned")
        #expect(withInjected(from: assigned) { resolve(\.eagerFrom) } === replacement)
    }

    @Test func consumersThatDefaultsMakeResolveInTheFrameTheOuterConsumerIsMadeIn() {
        let replacement = Service("replacement")
        let inside = withInjected(\.eagerInner, replacement) { resolve(\.eagerOuter) }
        #expect(inside.middle.service === replacement)
        #expect(resolve(\.eagerOuter).middle.service.name == "default")
    }

    /// Runs the probe, a process of its own, because `DefaultValues.reset()` drops every global instance.
    @MainActor @Test func afterAResetNewConsumersResolveAgainAndShareWithInjectionPoints() throws {
        let outcome = try Probe.run("resolved-reset")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("resolved shares before reset true"))
        #expect(outcome.output.contains("resolved permanent default new after reset true"))
        // The reset drops the table that shared a `.shared` + `.local` instance, for points as well.
        #expect(outcome.output.contains("resolved shared local new after reset true"))
        #expect(outcome.output.contains("points' shared local new after reset true"))
        #expect(outcome.output.contains("resolved shared permanent new after reset true"))
        #expect(outcome.output.contains("resolved shared after reset with points true"))
        #expect(outcome.output.contains("resolved in a default after reset true"))
        // Each `permanent { }` call of a default keeps its own instance, until the reset.
        #expect(outcome.output.contains("two permanent parts kept before reset true"))
        #expect(outcome.output.contains("two permanent parts new after reset true"))
    }

    /// Runs the probe, a process with no frame, where `@Resolved` takes the shortcut, which records
    /// its resolutions without checking them for a cycle until they are deep.
    @Test func aConsumerWhoseDefaultResolvesItselfStopsWithTheCycle() throws {
        let outcome = try Probe.runStopping("cycle-resolved")
        // The message names the `@Resolved` declaration, as its initializer's doc comment says.
        let site = Probe.site(of: #"@Resolved(\.probeResolvedLoop) var next"#, in: "ResolvedScenarios.swift")
        #expect(
            outcome.output.contains(#"Inject: dependency cycle \.probeResolvedLoop ("# + site + ")"),
            "\(outcome.output)"
        )
    }

    /// `Resolved`'s doc: a replacement takes the place of the instance resolved eagerly, and a
    /// `.temporary` + `.local` default is released.
    @Test func aReplacementLetsGoOfTheTemporaryLocalDefault() {
        @MainActor final class Consumer: Injectable {
            @Resolved(\.eagerReplacedFlagged) var injected
            @Resolved(\.eagerReplacedFlagged) var assigned
        }
        let consumer = Consumer()
        let injectedDefault = consumer.injected.released
        let assignedDefault = consumer.assigned.released
        let given = Flagged(released: Locked(false))
        consumer.injecting(given, for: \.injected)
        consumer.assigned = Flagged(released: Locked(false))
        #expect(consumer.injected === given)
        #expect(injectedDefault.withLock { $0 })
        #expect(assignedDefault.withLock { $0 })
    }

    /// `wrappedValue`'s doc: on a struct consumer, an assignment affects this copy alone.
    @Test func assigningOnAStructCopyLeavesTheOriginal() {
        @MainActor struct Consumer {
            @Resolved(\.eagerAssignedInACopy) var service
        }
        let original = Consumer()
        var copy = original
        let given = Service("given")
        copy.service = given
        #expect(copy.service === given)
        #expect(original.service.name == "default")
    }
}
