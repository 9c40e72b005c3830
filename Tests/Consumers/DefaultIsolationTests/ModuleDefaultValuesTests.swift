import ConsumerFixtures
import Inject
import Testing

/// A struct consumer of `DefaultValues` properties declared, main-actor isolated, in this module.
@Suite struct ModuleDefaultValuesTests {
    // MARK: - Scope and lifespan

    @Test func temporaryLocalIsPerPointAndReleasedWithTheConsumer() {
        let tag = "moduleTemporaryLocal"
        weak var instance: Tracked?
        do {
            let first = PlainView(title: "First")
            let second = PlainView(title: "Second")
            instance = first.temporaryLocal
            #expect(first.temporaryLocal === instance)
            #expect(second.temporaryLocal !== instance)
            #expect(Tracked.createdCount(tag) == 2)
        }
        #expect(instance == nil)
        #expect(Tracked.liveCount(tag) == 0)
    }

    @Test func temporaryPermanentIsPerPointAndOutlivesTheConsumer() {
        let tag = "moduleTemporaryPermanent"
        weak var instance: Tracked?
        do {
            let first = PlainView(title: "First")
            instance = first.temporaryPermanent
            #expect(PlainView(title: "Second").temporaryPermanent !== instance)
        }
        #expect(instance != nil)
        #expect(Tracked.liveCount(tag) == 2)
    }

    @Test func sharedLocalIsSharedThenReleased() {
        let tag = "moduleSharedLocal"
        weak var instance: Tracked?
        do {
            let first = PlainView(title: "First")
            let second = PlainView(title: "Second")
            instance = first.sharedLocal
            #expect(second.sharedLocal === instance)
        }
        #expect(instance == nil)
        #expect(Tracked.createdCount(tag) == 1)
    }

    @Test func sharedPermanentIsSharedAndKept() {
        let tag = "moduleSharedPermanent"
        weak var instance: Tracked?
        do {
            instance = PlainView(title: "First").sharedPermanent
        }
        #expect(instance != nil)
        #expect(PlainView(title: "Second").sharedPermanent === instance)
        #expect(Tracked.createdCount(tag) == 1)
    }

    // MARK: - Replacement

    @Test func injectingReturnsACopyAndTheOriginalKeepsItsInstance() {
        let original = PlainView(title: "Original")
        let originalInstance = original.replaceable
        let replacement = Tracked(tag: "moduleInjecting.replacement")

        let copy = original.injecting(replacement, for: \.replaceable)

        #expect(copy.replaceable === replacement)
        #expect(copy.title == "Original")
        #expect(original.replaceable === originalInstance)
        #expect(Tracked.createdCount("moduleInjecting") == 1)
    }

    @Test func overrideFromOutsideAndInsideReplacesOnlyThatPoint() {
        let view = PlainView(title: "View")
        let outside = Tracked(tag: "moduleOverride.outside")
        view.$overridable.override(outside)
        #expect(view.overridable === outside)
        #expect(view.$overridable.source == .injectionPoint)

        let inside = Tracked(tag: "moduleOverride.inside")
        view.useOverridable(inside)
        #expect(view.overridable === inside)
        #expect(PlainView(title: "Other").overridable !== inside)
        #expect(Tracked.createdCount("moduleOverride") == 1)
    }

    // MARK: - Defaults that resolve other dependencies

    @Test func aModuleDefaultResolvesAFixtureDependency() {
        let view = PlainView(title: "View")
        #expect(view.greeting == "Good morning")
        #expect(\DefaultValues.moduleGreeting == \DefaultValues.moduleGreeting)
        #expect(\DefaultValues.moduleGreeting != \DefaultValues.moduleInjecting)
    }
}
