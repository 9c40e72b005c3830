// Known issues: one test pins a limit inside `withKnownIssue` (`injecting(_:for:)` through a `lazy var`
// whose initial value reads another object's point, Pitfalls.md), so `swift test` counts it as a known
// issue, not a failure; a change that lifts the limit makes that test fail (CONTRIBUTING.md, "Known issues").
import Testing

@testable import Inject

/// A replacement at an injection point (`injecting(_:for:)`, `override(_:)` or assignment) changes that
/// point only: a struct consumer gets a changed copy, a class consumer changes in place.
@MainActor
@Suite struct InjectingTests {
    // MARK: - Structs

    @Test func injectingOnAStructReturnsACopyAndLeavesTheOriginal() {
        let original = StructConsumer()
        let copyBefore = original
        let injected = original.injecting(Mock(), for: \.greeting)
        #expect(injected.greeting.text == "mock")
        #expect(injected.$greeting.source == .injectionPoint)
        #expect(original.greeting.text == "hello")
        #expect(copyBefore.greeting.text == "hello")
    }

    @Test func injectingAfterResolutionLeavesTheOriginalOnItsInstance() {
        let original = StructConsumer()
        #expect(original.greeting.text == "hello")
        let injected = original.injecting(Mock(), for: \.greeting)
        #expect(injected.greeting.text == "mock")
        #expect(original.greeting.text == "hello")
    }

    @Test func copiesOfAStructShareTheirResolvedInstance() {
        struct Holder {
            @Injected(\.overridden) var service
        }
        let original = Holder()
        let copy = original
        #expect(original.service === copy.service)
    }

    // MARK: - Classes

    @Test func injectingOnAClassReplacesInPlaceAndReturnsSelf() {
        let consumer = Consumer()
        let replacement = Service("replacement")
        let other = Consumer()
        let returned = consumer.injecting(replacement, for: \.temporaryLocal)
        #expect(returned === consumer)
        #expect(consumer.temporaryLocal === replacement)
        #expect(consumer.temporaryLocalAgain !== replacement)
        #expect(other.temporaryLocal !== replacement)
    }

    @Test func injectingBeforeFirstReadSkipsTheDefault() {
        final class Holder: Injectable {
            @Injected(\.injectedBeforeRead) var service
        }
        let holder = Holder().injecting(Service("given"), for: \.service)
        #expect(holder.service.name == "given")
        #expect(Evaluations.count("injectedBeforeRead") == 0)
    }

    @Test func injectingAPlainPropertyReplacesNoInjectionPointOfAnotherObject() {
        final class Other {
            @Injected(\.overridden) var service
        }
        @MainActor final class Holder: Injectable {
            var other: Other?
            var service = Service("initial") {
                didSet {
                    other = Other()
                    _ = other?.service
                }
            }
        }
        let given = Service("given")
        let holder = Holder().injecting(given, for: \.service)
        #expect(holder.service === given)
        #expect(holder.other?.service !== given)
        #expect(holder.other?.service.name == "overridden")
    }

    @Test func injectingAResolvedPointReplacesNoInjectionPointMadeInItsObserver() {
        final class Other {
            @Injected(\.overridden) var service
        }
        @MainActor final class Holder: Injectable {
            var other: Other?
            @Injected(\.overridden) var service {
                didSet {
                    other = Other()
                    _ = other?.service
                }
            }
        }
        let holder = Holder()
        _ = holder.service
        let given = Service("given")
        holder.injecting(given, for: \.service)
        #expect(holder.service === given)
        #expect(holder.other?.service !== given)
        #expect(holder.other?.service.name == "overridden")
    }

    @Test func injectingAResolvedPointReplacesNoSiblingItsObserverReads() {
        @MainActor final class Holder: Injectable {
            @Injected(\.overridden) var sibling
            @Injected(\.overridden) var service {
                willSet { _ = sibling }
            }
        }
        // In a frame too: the sibling resolves there as usual, not to the value being written.
        let given = Service("given")
        let holder = withInjected(\.retryCount, 5) {
            let holder = Holder()
            _ = holder.service
            return holder.injecting(given, for: \.service)
        }
        #expect(holder.service === given)
        #expect(holder.sibling !== given)
        #expect(holder.sibling.name == "overridden")
        #expect(holder.$sibling.source == .defaultValue)
    }

    @Test func injectingAPlainPropertyReplacesNoPointOfItsObjectThatItsObserverReads() {
        @MainActor final class Holder: Injectable {
            @Injected(\.retryCount) var retries
            var seen = 0
            var limit = 0 {
                didSet { seen = retries }
            }
        }
        let holder = Holder().injecting(42, for: \.limit)
        #expect(holder.limit == 42)
        #expect(holder.seen == 3)
        #expect(holder.retries == 3)
    }

    @Test func injectingAPropertyWhoseObserverReadsOldValueResolvesNothing() {
        final class Holder: Injectable {
            var oldName = ""
            @Injected(\.observedWithOldValue) var service {
                didSet { oldName = oldValue.name }
            }
        }
        let holder = Holder().injecting(Service("given"), for: \.service)
        #expect(holder.service.name == "given")
        #expect(holder.oldName == "given")
        #expect(Evaluations.count("observedWithOldValue") == 0)
    }

    @Test func injectingAStructPropertyWhoseObserverReadsOldValueLeavesTheOriginalUnresolved() {
        struct Row: Injectable {
            var oldName = ""
            @Injected(\.observedWithOldValueInAStruct) var service {
                didSet { oldName = oldValue.name }
            }
        }
        let original = Row()
        let copy = original.injecting(Service("given"), for: \.service)
        #expect(copy.service.name == "given")
        #expect(copy.oldName == "given")
        #expect(!original.$service.isResolved)
        #expect(Evaluations.count("observedWithOldValueInAStruct") == 0)
    }

    // MARK: - override(_:)

    @Test func overrideFromInsideTheConsumerReplacesThatPointOnly() {
        final class Holder {
            @Injected(\.overridden) var service
            @Injected(\.overridden) var untouched
            @MainActor func useReplacement(_ service: Service) { _service.override(service) }
        }
        let holder = Holder()
        let original = holder.service
        let replacement = Service("inside")
        holder.useReplacement(replacement)
        #expect(holder.service === replacement)
        #expect(holder.service !== original)
        #expect(holder.untouched !== replacement)
    }

    @Test func overrideThroughTheProjectedValueReplacesThatPointOnly() {
        let consumer = Consumer()
        consumer.$greeting.override(Mock())
        #expect(consumer.greeting.text == "mock")
        #expect(consumer.$greeting.source == .injectionPoint)
        #expect(Consumer().greeting.text == "hello")
    }

    @Test func assigningToThePropertyReplacesThatPointOnly() {
        let consumer = Consumer()
        consumer.retryCount = 7
        #expect(consumer.retryCount == 7)
        #expect(Consumer().retryCount == 3)
    }

    @Test func injectingDropsASharedInstanceFromThatPointOnly() {
        final class Holder: Injectable {
            @Injected(\.injectingShared, .shared) var service
        }
        let first = Holder()
        let second = Holder()
        let shared = first.service
        #expect(second.service === shared)
        first.injecting(Service("own"), for: \.service)
        #expect(first.service.name == "own")
        #expect(second.service === shared)
    }

    // MARK: - The write reaches the property it names only

    @Test func aLongerKeyPathLeavesThePropertiesItsComponentsRead() {
        @MainActor final class Holder: Injectable {
            @Injected(\.partsReadOnInit) var parts
        }
        let holder = Holder().injecting(Service("mock"), for: \.parts.written)
        #expect(holder.parts.written.name == "mock")
        #expect(holder.parts.otherName == "other")
        #expect(holder.parts.other.name == "other")
        #expect(holder.parts.$other.source == .defaultValue)
    }

    @Test func aLongerKeyPathLeavesThePropertiesItsComponentsReadInAFrame() {
        @MainActor final class Holder: Injectable {
            @Injected(\.partsReadOnInit) var parts
        }
        let holder = withInjected(\.otherPart, Service("frame")) {
            Holder().injecting(Service("mock"), for: \.parts.written)
        }
        #expect(holder.parts.written.name == "mock")
        #expect(holder.parts.otherName == "frame")
        #expect(holder.parts.$other.source == .frameOverride)
    }

    @Test func anObserverOfTheWrittenPropertyReadsTheOthersAsUsual() {
        @MainActor final class Holder: Injectable {
            @Injected(\.otherPart) var other
            @Injected(\.writtenPart) var written: Service {
                didSet { otherSeenAfterWrite = other.name }
            }
            var otherSeenAfterWrite = ""
        }
        let holder = Holder().injecting(Service("mock"), for: \.written)
        #expect(holder.written.name == "mock")
        #expect(holder.otherSeenAfterWrite == "other")
        #expect(holder.$other.source == .defaultValue)
    }

    @Test func injectingOnAStructInsideADefaultSkipsTheDefaultItReplaces() {
        // The write runs while the default that makes the struct resolves: the point it replaces must
        // still take the value rather than resolve its own default.
        let row = resolve(\.rowWithAGivenPart)
        #expect(row.part.name == "given")
        #expect(row.$part.source == .injectionPoint)
        #expect(Evaluations.count("rowPart") == 0)
    }

    @Test func aWriteThroughAComponentWhoseDefaultWritesTooReachesItsProperty() {
        @MainActor final class Holder: Injectable {
            @Injected(\.rowOfTwoParts) var row
        }
        // The component's default makes its row with a write of its own, inside this one.
        let holder = Holder().injecting(Service("mock"), for: \.row.part)
        #expect(holder.row.part.name == "mock")
        #expect(holder.row.other.name == "given")
        #expect(Evaluations.count("otherRowPart") == 0)
        // The outer write still took the point it replaces once the inner one ended.
        #expect(Evaluations.count("firstRowPart") == 0)
    }

    @Test func injectingOnAStructLeavesTheOriginalUnresolved() {
        let original = StructConsumer()
        _ = original.injecting(Mock(), for: \.greeting)
        #expect(!original.$greeting.isResolved)
        #expect(original.$greeting.source == nil)
        #expect(original.greeting.text == "hello")
        #expect(original.$greeting.source == .defaultValue)
    }

    /// Copies of a struct share their point: `override(_:)` replaces the instance of every copy, an
    /// assignment or `injecting(_:for:)` that of one copy only.
    @Test func overrideOnAStructCopyReachesTheCopiesThatShareItsPoint() {
        let original = StructConsumer()
        let copy = original
        var assigned = original
        assigned.greeting = Hello()
        copy.$greeting.override(Mock())
        #expect(original.greeting.text == "mock")
        #expect(copy.greeting.text == "mock")
        #expect(assigned.greeting.text == "hello")
    }

    /// The write's first read finds the point it replaces as the first unresolved point of the written
    /// type that it reads: a `lazy var` whose initial value reads another object's point hands that
    /// point the replacement, which it keeps. A known limit, which `injecting(_:for:)`'s doc comment
    /// states: this test says so each run, and fails if the limit is lifted, so that the doc follows.
    @Test func injectingALazyPropertyReplacesNoPointItsInitialValueReads() {
        final class Helper {
            @Injected(\.readByALazyProperty) var service
        }
        @MainActor final class Holder: Injectable {
            let helper = Helper()
            lazy var service: Service = helper.service
        }
        let given = Service("given")
        let holder = Holder().injecting(given, for: \.service)
        #expect(holder.service === given)
        withKnownIssue("the lazy var's initial value reads helper's point first, which takes the value") {
            #expect(holder.helper.service !== given)
            #expect(holder.helper.$service.source == .defaultValue)
        }
    }

    // MARK: - What the doc comments of `Injected` say

    /// `wrappedValue`'s doc: an observer that reads `oldValue` makes Swift read the property before it
    /// assigns it, and that read resolves the unresolved point.
    @Test func assigningAPropertyWhoseObserverReadsOldValueResolvesItFirst() {
        final class Holder {
            var oldName = ""
            @Injected(\.assignedWithOldValue) var service {
                didSet { oldName = oldValue.name }
            }
        }
        let holder = Holder()
        holder.service = Service("given")
        #expect(holder.service.name == "given")
        #expect(holder.oldName == "default")
        #expect(Evaluations.count("assignedWithOldValue") == 1)
    }

    /// On a struct, the read resolves the point the copy still shares with its original, which then
    /// holds the default.
    @Test func assigningAStructPropertyWhoseObserverReadsOldValueResolvesThePointOfTheOriginal() {
        struct Row {
            var oldName = ""
            @Injected(\.assignedWithOldValueInAStruct) var service {
                didSet { oldName = oldValue.name }
            }
        }
        let original = Row()
        var copy = original
        copy.service = Service("given")
        #expect(copy.service.name == "given")
        #expect(copy.oldName == "default")
        #expect(original.$service.isResolved)
        #expect(original.$service.source == .defaultValue)
        #expect(Evaluations.count("assignedWithOldValueInAStruct") == 1)
    }

    /// `isResolved`'s doc: a replacement given to the point (an assignment, `injecting(_:for:)`)
    /// makes it `true` without a read, and the default never runs.
    @Test func aReplacementGivenBeforeAnyReadResolvesThePoint() {
        final class Holder: Injectable {
            @Injected(\.replacedBeforeAnyRead) var assigned
            @Injected(\.replacedBeforeAnyRead) var injected
        }
        let holder = Holder()
        holder.assigned = Service("assigned")
        holder.injecting(Service("injected"), for: \.injected)
        #expect(holder.$assigned.isResolved)
        #expect(holder.$injected.isResolved)
        #expect(holder.$assigned.source == .injectionPoint)
        #expect(holder.$injected.source == .injectionPoint)
        #expect(Evaluations.count("replacedBeforeAnyRead") == 0)
    }

    /// `injecting(_:for:)`'s doc: a longer key path whose earlier component is a point of the same type
    /// (`\.parent.next`, both `Node`s) gives the value to that earlier point instead.
    @Test func aLongerKeyPathThroughAPointOfTheSameTypeGivesThatPointTheValue() {
        @MainActor final class Holder: Injectable {
            @Injected(\.parentNode) var parent
        }
        let given = Node("given")
        let holder = Holder().injecting(given, for: \.parent.next)
        #expect(holder.parent === given)
        #expect(holder.$parent.source == .injectionPoint)
        // The write then went to the point's `next`: `given` holds itself. Broken here, so that
        // LeakSanitizer does not report the cycle.
        #expect(given.next === given)
        given.next = Node("end")
    }
}
