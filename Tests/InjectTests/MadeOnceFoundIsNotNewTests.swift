import Testing

@testable import Inject

extension DefaultValues {
    var madeOnceFound: Service { Service("default") }
}

/// A replacement made once in the frame that declares it (the test trait's `.injecting(_:_:)`) is made
/// by the first point that needs it and found by the others, as a `.shared` + `.permanent` instance is:
/// an observer hears one new instance, not one per point.
@MainActor
@Suite struct MadeOnceFoundIsNotNewTests {
    final class Consumer {
        @Injected(\.madeOnceFound) var first
        @Injected(\.madeOnceFound) var second
        @Injected(\.madeOnceFound, .shared, .permanent) var shared
    }

    @Test func aReplacementMadeOnceIsReportedNewOnlyWhenMade() {
        var overrides = InjectedOverrides()
        overrides.set(\.madeOnceFound, madeOnceInTheFrameBy: { Service("once") })
        let frame = InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: #fileID, line: #line))
        var events: [ResolutionEvent] = []
        let key = DependencyKey(\DefaultValues.madeOnceFound)
        let observation = DefaultValues.observe { event in
            if event.key == key { events.append(event) }
        }
        defer { observation.cancel() }
        let consumer = InjectionFrame.$current.withValue(frame) { Consumer() }

        #expect(consumer.first.name == "once")
        #expect(consumer.second === consumer.first)
        #expect(consumer.shared === consumer.first)
        #expect(events.map(\.source) == [.frameOverride, .frameOverride, .frameOverride])
        #expect(events.map(\.madeNewInstance) == [true, false, false])
    }
}
