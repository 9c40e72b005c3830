import Inject
import Testing

/// `injecting(_:for:)`, assignment and `override(_:)` on any consumer kind: a class is changed in
/// place, a struct gives a changed copy and keeps its own points.
extension ConsumerCheck {
    @MainActor
    static func checkInjecting<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "Injecting"
        let consumer = Consumer.make()
        let replacement = Tracked(tag: "\(tag).replacement")

        let result = consumer.injecting(replacement, for: \.replaceable)

        #expect(result.replaceable === replacement)
        #expect(result.points.replaceable.source == .injectionPoint)
        // The replaced point never evaluated the default.
        #expect(Tracked.createdCount(tag) == 0)
        if Consumer.self is AnyObject.Type {
            #expect(result as AnyObject === consumer as AnyObject)
            #expect(consumer.replaceable === replacement)
        } else {
            // The original struct keeps its own point, which resolves the default when read.
            #expect(consumer.replaceable !== replacement)
            #expect(consumer.points.replaceable.source == .defaultValue)
            #expect(Tracked.createdCount(tag) == 1)
        }
        // Other consumers keep the default.
        let other = Consumer.make()
        #expect(other.replaceable !== replacement)
        #expect(other.points.replaceable.source == .defaultValue)
    }

    @MainActor
    static func checkInjectingAfterResolution<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let consumer = Consumer.make()
        weak var resolved: (any Greeter)?
        resolved = consumer.greeter
        #expect(resolved is PoliteGreeter)
        let mock = MockGreeter()

        let result = consumer.injecting(mock, for: \.greeter)

        #expect(result.greeter === mock)
        #expect(result.greeter.greeting == "Hi from a mock")
        if Consumer.self is AnyObject.Type {
            // The class's point no longer holds the instance it resolved.
            #expect(consumer.greeter === mock)
            #expect(resolved == nil)
        } else {
            #expect(consumer.greeter === resolved)
            #expect(resolved != nil)
        }
    }

    @MainActor
    static func checkAssignment<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let original = Consumer.make()
        let originalStamp = original.localStamp
        var edited = original
        let replacement = Stamp()
        #expect(originalStamp != replacement)

        edited.localStamp = replacement

        #expect(edited.localStamp == replacement)
        #expect(edited.points.localStamp.source == .injectionPoint)
        if Consumer.self is AnyObject.Type {
            #expect(original.localStamp == replacement)
        } else {
            #expect(original.localStamp == originalStamp)
            #expect(original.points.localStamp.source == .defaultValue)
        }
    }

    @MainActor
    static func checkOverride<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "Override"
        let consumer = Consumer.make()
        let other = Consumer.make()
        #expect(consumer.points.overridable.source == nil)
        let original = consumer.overridable
        #expect(consumer.points.overridable.source == .defaultValue)

        let outside = Tracked(tag: "\(tag).outside")
        consumer.points.overridable.override(outside)
        #expect(consumer.overridable === outside)
        #expect(consumer.overridable !== original)
        #expect(consumer.points.overridable.source == .injectionPoint)

        let inside = Tracked(tag: "\(tag).inside")
        consumer.useOverridable(inside)
        #expect(consumer.overridable === inside)

        #expect(other.overridable !== inside)
        #expect(other.overridable !== outside)
        #expect(other.points.overridable.source == .defaultValue)
        #expect(Tracked.createdCount(tag) == 2)
    }

    @MainActor
    static func checkOverrideBeforeFirstRead<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        // The shared permanent greeter: the override must not reach the shared storage.
        let consumer = Consumer.make()
        let mock = MockGreeter()
        consumer.points.sharedGreeter.override(mock)
        #expect(consumer.points.sharedGreeter.isResolved)
        #expect(consumer.sharedGreeter === mock)
        #expect(Consumer.make().sharedGreeter !== mock)
    }
}
