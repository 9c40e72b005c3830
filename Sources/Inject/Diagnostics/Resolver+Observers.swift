// The resolver's part in `DefaultValues.observe`: the registrations, and the delivery of each
// resolution's event to them.

extension Resolver {
    /// What a registration hears: each event, with the identities of its dependency and of the one
    /// whose default asked for it, which the event does not hold (see ``PendingEvent``).
    typealias Handler = @MainActor (ResolutionEvent, _ key: DependencyKey, _ requestingKey: DependencyKey?) -> Void

    /// A handler registered with `DefaultValues.observe`, the frame it was registered in, which it runs
    /// in, and the frame whose resolutions alone it hears, if any (a dependency graph recording's).
    struct Observer {
        let handler: Handler
        let frame: InjectionFrame?
        let within: InjectionFrame?
    }

    /// An event waiting for the resolutions under way to finish, the frame its resolution ran in, the
    /// identities of its dependency and of the one whose default asked for it, and the registrations
    /// that existed when it happened, the ones to hear it.
    ///
    /// The frame and the keys stay here, not in the event: a handler may keep its events, send them to
    /// another thread, and an event that held its frame would keep the frame's replacements and
    /// instances alive with it, one that held its key path a subscript's argument (an object, and what
    /// it captured), released wherever the event goes. A dependency graph, which tells dependencies
    /// apart by key path, is handed the keys with the event.
    private struct PendingEvent {
        let event: ResolutionEvent
        let frame: InjectionFrame
        let key: DependencyKey
        let requestingKey: DependencyKey?
        let observers: [Int]
    }

    /// The registrations, by identifier.
    static var observers: [Int: Observer] = [:]
    private static var nextObserverID = 0

    /// The events not delivered yet, in the order their resolutions finished.
    private static var pendingEvents: [PendingEvent] = []

    /// Whether ``pendingEvents`` are being delivered: what a handler resolves then waits its turn.
    private static var isDeliveringEvents = false

    /// Registers `handler` for every resolution from now on, or only those that run in `frame` and the
    /// frames opened inside it; returns the registration's identifier.
    ///
    /// The handler will run in the frame current now (`nil`: outside every frame).
    static func addObserver(within frame: InjectionFrame? = nil, _ handler: @escaping Handler) -> Int {
        nextObserverID += 1
        observers[nextObserverID] = Observer(handler: handler, frame: InjectionFrame.current, within: frame)
        noteOverridesOrObserversChanged()
        return nextObserverID
    }

    /// Stops delivering events to the registration `id`, at once: an event not delivered yet does not
    /// reach it.
    ///
    /// The events waiting that no registration left would hear are dropped: one registered inside a
    /// default heard that default's nested resolutions, whose events wait for the outermost one, and
    /// once the resolutions stop being observed nothing would deliver them, so they, and the frames they
    /// name, would wait until some later observed resolution.
    static func removeObserver(_ id: Int) {
        observers[id] = nil
        noteOverridesOrObserversChanged()
        // Delivery walks the queue by index and empties it when done.
        guard !pendingEvents.isEmpty, !isDeliveringEvents else { return }
        pendingEvents.removeAll { pending in !pending.observers.contains { observers[$0] != nil } }
    }

    /// Sends the event of a resolution that just finished to every observer, once no resolution is under
    /// way.
    ///
    /// A handler's work is its own, not that of the resolution it hears about: called inside it, what
    /// the handler resolves would use the frame of a default still being made (another test's
    /// replacements and graph), be reported as that default's request, and could be taken for a cycle.
    /// So the events of nested resolutions wait for the outermost one, and are then delivered in the
    /// order they finished, each handler in the frame it was registered in. (An observer registered
    /// inside a default that resolves on the shortcut, which reports nothing, hears that default's
    /// nested events with the next event that finds no resolution under way; cancelled or let go of
    /// before then, it drops them: see ``removeObserver(_:)``.)
    static func notifyObservers(
        _ id: DependencyKey,
        _ scope: Scope,
        _ lifespan: Lifespan,
        in frame: InjectionFrame,
        at location: SourceLocation,
        _ source: ValueSource,
        made: Int
    ) {
        // The resolution finished, so the one under way, if any, is the default that asked for it; with
        // none, an `AsyncDefault` making the current task runs asked, after an await.
        let requester = ResolutionsUnderWay.last
        let requestingKey = requester?.key ?? AsyncMakingChain.requestingKey
        let event = ResolutionEvent(
            keyPath: keyPathName(id.keyPath),
            scope: scope,
            lifespan: lifespan,
            source: source,
            madeNewInstance: madeInstances != made,
            fileID: "\(location.fileID)",
            line: location.line,
            requestedBy: requestingKey.map { keyPathName($0.keyPath) },
            context: frame.context ?? InjectionContext.processContext,
            requestedByAsyncMaking: requester == nil && requestingKey != nil
        )
        pendingEvents.append(
            PendingEvent(
                event: event,
                frame: frame,
                key: id,
                requestingKey: requestingKey,
                observers: Array(observers.keys)
            )
        )
        guard ResolutionsUnderWay.isEmpty, !isDeliveringEvents else { return }
        deliverPendingEvents()
    }

    /// Delivers ``pendingEvents``, and those that the handlers' own resolutions add meanwhile.
    private static func deliverPendingEvents() {
        isDeliveringEvents = true
        defer { isDeliveringEvents = false }
        var next = 0
        while next < pendingEvents.count {
            let pending = pendingEvents[next]
            next += 1
            // Each registration looked up again before its call: a handler may cancel another
            // observation, which must not hear the event after its `cancel()` returned.
            for id in pending.observers {
                guard let observer = observers[id] else { continue }
                if let within = observer.within, !pending.frame.isWithin(within) { continue }
                InjectionFrame.$current.withValue(observer.frame) {
                    observer.handler(pending.event, pending.key, pending.requestingKey)
                }
            }
        }
        pendingEvents.removeAll(keepingCapacity: true)
    }
}
