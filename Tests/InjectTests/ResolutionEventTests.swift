import Testing

@testable import Inject

/// What a `ResolutionEvent` reports, as its doc comments say: one event per resolution, with the level
/// that supplied the instance (never the point's own replacement), whether it was made, the default that
/// asked and where.
@MainActor
@Suite struct ResolutionEventTests {
    /// `ValueSource.injectionPoint` and `ResolutionEvent.source`: a value given to the point (an override,
    /// an assignment, `injecting(_:for:)`) is not resolved, so no event reports it.
    @Test func aReplacementAtThePointReportsNoEvent() {
        final class Holder: Injectable {
            @Injected(\.replacedUnobserved) var overridden
            @Injected(\.replacedUnobserved) var assigned
            @Injected(\.replacedUnobserved) var injected
        }
        let key = DependencyKey(\DefaultValues.replacedUnobserved)
        var events: [ResolutionEvent] = []
        let observation = observeWithKeys { if $1 == key { events.append($0) } }
        defer { observation.cancel() }
        let holder = Holder()
        holder.$overridden.override(Service("overridden"))
        holder.assigned = Service("assigned")
        holder.injecting(Service("injected"), for: \.injected)
        _ = (holder.overridden, holder.assigned, holder.injected)
        #expect(events.isEmpty)
    }

    /// One event per resolution: each `@Resolved` property when its consumer is made, an `@Injected`
    /// property's first read (a warm read is none), each `resolve` call; a lease-bound point's lifespan
    /// reads `.local`, and the context is the frame's.
    @Test func eachResolvedPropertyFirstReadAndResolveCallIsOneEvent() {
        @MainActor final class Eager {
            @Resolved(\.eventCounted) var first
            @Resolved(\.eventCounted, .shared) var second
        }
        final class Lazy {
            @Injected(\.eventCounted) var service
            @Injected var leased: Service
            init(lease: Lease) { _leased = Injected(\.eventCounted, .shared, until: lease) }
        }
        let key = DependencyKey(\DefaultValues.eventCounted)
        var events: [ResolutionEvent] = []
        let observation = observeWithKeys { if $1 == key { events.append($0) } }
        defer { observation.cancel() }
        let lease = Lease()
        withInjected(context: .preview) {
            _ = Eager()
            let lazy = Lazy(lease: lease)
            #expect(events.count == 2)
            _ = lazy.service
            _ = lazy.service
            _ = lazy.leased
            _ = resolve(\.eventCounted, .shared, .permanent)
        }
        #expect(events.map(\.scope) == [.temporary, .shared, .temporary, .shared, .shared])
        #expect(events.map(\.lifespan) == [.local, .local, .local, .local, .permanent])
        #expect(events.allSatisfy { $0.context == .preview })
    }

    /// A `.shared` point that finds the instance another made reports the level that made it.
    @Test func aFoundSharedInstanceReportsTheLevelThatMadeIt() {
        final class Holder {
            @Injected(\.sharedMadeByAGlobalOverride, .shared, .permanent) var service
        }
        let key = DependencyKey(\DefaultValues.sharedMadeByAGlobalOverride)
        var events: [ResolutionEvent] = []
        let observation = observeWithKeys { if $1 == key { events.append($0) } }
        defer { observation.cancel() }
        DefaultValues.override(\.sharedMadeByAGlobalOverride) { Service("global") }
        defer { DefaultValues.removeOverride(\.sharedMadeByAGlobalOverride) }
        let (first, second) = (Holder(), Holder())
        #expect(first.service === second.service)
        #expect(events.map(\.source) == [.globalOverride, .globalOverride])
        #expect(events.map(\.madeNewInstance) == [true, false])
        #expect(second.$service.source == .globalOverride)
    }

    /// `madeNewInstance` is `true` for a frame's value at each point that takes it, although every point
    /// gets that same value.
    @Test func aFramesValueIsReportedNewAtEachPointThatTakesIt() {
        final class Holder {
            @Injected(\.frameValueObserved) var first
            @Injected(\.frameValueObserved) var second
        }
        let key = DependencyKey(\DefaultValues.frameValueObserved)
        var events: [ResolutionEvent] = []
        let observation = observeWithKeys { if $1 == key { events.append($0) } }
        defer { observation.cancel() }
        let holder = withInjected(\.frameValueObserved, Service("frame")) { Holder() }
        #expect(holder.first === holder.second)
        #expect(events.map(\.source) == [.frameOverride, .frameOverride])
        #expect(events.map(\.madeNewInstance) == [true, true])
    }

    /// `requestedBy` names the default that asked (a `resolve` call in it, or a point of an object it
    /// makes, read while it runs) and the dependency that a global override's closure replaces; `fileID`
    /// is where the default makes its call. The description writes them in order.
    @Test func anEventNamesTheDefaultThatAskedAndWhereTheCallIsWritten() {
        let keys = [
            DependencyKey(\DefaultValues.eventPart): "part",
            DependencyKey(\DefaultValues.eventPartOfAMadeConsumer): "made",
            DependencyKey(\DefaultValues.eventPartOfTheOverride): "override",
        ]
        var events: [String: ResolutionEvent] = [:]
        let observation = observeWithKeys { event, key in
            if let name = keys[key] { events[name] = event }
        }
        defer { observation.cancel() }
        DefaultValues.override(\.eventGloballyReplaced) { Pair(part: resolve(\.eventPartOfTheOverride)) }
        defer { DefaultValues.removeOverride(\.eventGloballyReplaced) }
        withInjected({ _ in }) {
            _ = resolve(\.eventWhole)
            _ = resolve(\.eventMaker)
        }
        _ = resolve(\.eventGloballyReplaced)
        let part = events["part"]
        #expect(part?.requestedBy == keyPathName(\DefaultValues.eventWhole))
        #expect(part?.fileID == "InjectTests/DocCommentClaimKeys.swift")
        let description = part.map { "\($0)" } ?? ""
        #expect(
            description.hasPrefix(
                "\(keyPathName(\DefaultValues.eventPart)) (temporary, local) from defaultValue, new for "
                    + "\(keyPathName(\DefaultValues.eventWhole)) at InjectTests/DocCommentClaimKeys.swift:"
            ),
            "\(description)"
        )
        #expect(events["made"]?.requestedBy == keyPathName(\DefaultValues.eventMaker))
        #expect(events["made"]?.fileID == "InjectTests/DocCommentClaimKeys.swift")
        #expect(events["override"]?.requestedBy == keyPathName(\DefaultValues.eventGloballyReplaced))
    }

    /// Three levels down, each event names the default right above it, whose `resolve` call asked: the
    /// innermost resolution under way when it finished, not the outermost.
    @Test func anEventNamesTheDefaultRightAboveIt() {
        let keys = [
            DependencyKey(\DefaultValues.eventInnerLevel): "inner",
            DependencyKey(\DefaultValues.eventMiddleLevel): "middle",
            DependencyKey(\DefaultValues.eventOuterLevel): "outer",
        ]
        var requesters: [String: String] = [:]
        let observation = observeWithKeys { event, key in
            if let name = keys[key] { requesters[name] = event.requestedBy ?? "nobody" }
        }
        defer { observation.cancel() }
        withInjected({ _ in }) { _ = resolve(\.eventOuterLevel) }

        #expect(
            requesters == [
                "inner": keyPathName(\DefaultValues.eventMiddleLevel),
                "middle": keyPathName(\DefaultValues.eventOuterLevel),
                "outer": "nobody",
            ]
        )
    }

    /// The description says `new` only when the resolution made an instance, and `for` only when a default
    /// asked: a found shared instance that a point asked for reads with neither.
    @Test func theDescriptionLeavesOutNewAndForWhenNothingWasMadeAndNoDefaultAsked() {
        func event(madeNewInstance: Bool, requestedBy: String?) -> ResolutionEvent {
            ResolutionEvent(
                keyPath: "\\.feed",
                scope: .shared,
                lifespan: .permanent,
                source: .globalOverride,
                madeNewInstance: madeNewInstance,
                fileID: "App/Feed.swift",
                line: 7,
                requestedBy: requestedBy,
                context: .live
            )
        }
        #expect(
            "\(event(madeNewInstance: false, requestedBy: nil))"
                == "\\.feed (shared, permanent) from globalOverride at App/Feed.swift:7"
        )
        #expect(
            "\(event(madeNewInstance: true, requestedBy: nil))"
                == "\\.feed (shared, permanent) from globalOverride, new at App/Feed.swift:7"
        )
        #expect(
            "\(event(madeNewInstance: false, requestedBy: "\\.app"))"
                == "\\.feed (shared, permanent) from globalOverride for \\.app at App/Feed.swift:7"
        )
    }
}
