/// The frame code resolves in: a layer of task-local replacements, a context, and the instance storage
/// that belongs to them.
///
/// Not to be confused with ``Scope``, which says whether injection points share an instance: a frame
/// says which replacements and which storage they use. The root frame is the process's global one.
/// `withInjected` opens a child frame for the duration of its body; injection points created inside it
/// capture it, and resolve with its replacements, its context and into its storage even when first
/// read after the body returned. `withInjected(from:operation:)` makes a captured frame current again,
/// for objects made later.
@usableFromInline
package final class InjectionFrame: Sendable {
    /// The frame this one was opened in; `nil` for the root.
    package let parent: InjectionFrame?
    /// The replacements this frame declares, by key path.
    package let overrides: OverrideTable
    /// The shared and permanent instances resolved in this frame, and its lease-bound ones.
    package let storage: InstanceStorage
    /// Where the `withInjected` call that opened this frame is; `nil` for the root.
    package let openedAt: SourceLocation?
    /// What opened this frame, for messages, when `openedAt` is not where the user wrote it: a test
    /// trait names the test it runs, whose location is not a static string.
    package let openedBy: String?
    /// The context set by this frame or the innermost frame around it that sets one; `nil` for the
    /// process's context.
    package let context: InjectionContext?
    /// Whether a default that reads no context fails the test (a test InjectTesting isolates, unless it
    /// says `strict: false`); inherited by the frames opened inside this one.
    package let isStrict: Bool
    /// The replacements `DefaultValues.override` sets inside the test whose frame this is; `nil` for a
    /// frame that is not a test's.
    package let testWide: TestWideOverrides?
    /// The instances made in the test this frame belongs to, if the test reports leaks.
    package let leakWatch: LeakWatch?
    /// How many times code resolving in this frame read the context; counted in strict frames only.
    @MainActor package private(set) var contextReads = 0
    /// The frames opened inside this one, directly or not, that keep instances for good (`.permanent`
    /// ones, a `permanent { }` default's, a lease's): ``dropInstances(endingLeases:)`` drops theirs
    /// too, and ends their leases as `Lease.end()` called in this frame would. Not kept by the root
    /// frame, which never drops its instances.
    @MainActor private var keepersInside = WeakFrameSet()
    /// Whether this frame is in its ancestors' ``keepersInside`` already.
    @MainActor private var isNotedAsKeeper = false

    package init(
        parent: InjectionFrame?,
        overrides: OverrideTable,
        context: InjectionContext? = nil,
        isStrict: Bool = false,
        testWide: TestWideOverrides? = nil,
        leakWatch: LeakWatch? = nil,
        openedAt: SourceLocation?,
        openedBy: String? = nil
    ) {
        self.parent = parent
        self.testWide = testWide
        self.leakWatch = leakWatch ?? parent?.leakWatch
        self.overrides = overrides
        self.context = context ?? parent?.context
        self.isStrict = isStrict || parent?.isStrict == true
        self.openedAt = openedAt
        self.openedBy = openedBy
        self.storage = InstanceStorage()
        if parent != nil { EffectsInForce.frameCreated() }
    }

    deinit {
        if parent != nil { EffectsInForce.frameReleased() }
    }

    /// The process-wide frame that holds the global storage.
    package static let root = InjectionFrame(parent: nil, overrides: OverrideTable(), openedAt: nil)

    /// The innermost frame opened by `withInjected` in the current task, if any.
    @TaskLocal @usableFromInline package static var current: InjectionFrame?

    /// ``current``, without reading the task-local value while nothing is in effect (see ``EffectsInForce``):
    /// what an injection point captures when its consumer is created.
    @usableFromInline package static var currentIfAny: InjectionFrame? {
        EffectsInForce.none ? nil : current
    }

    /// A frame inside the current one (or the root), with its own replacements, context and storage;
    /// with `isTest`, a test's, which keeps the global overrides the test sets.
    package static func child(
        with overrides: InjectedOverrides = InjectedOverrides(),
        context: InjectionContext? = nil,
        isStrict: Bool = false,
        isTest: Bool = false,
        leakWatch: LeakWatch? = nil,
        openedAt location: SourceLocation,
        openedBy: String? = nil
    ) -> InjectionFrame {
        InjectionFrame(
            parent: current ?? root,
            overrides: OverrideTable(overrides.table.values),
            context: context,
            isStrict: isStrict,
            testWide: isTest ? TestWideOverrides() : nil,
            leakWatch: leakWatch,
            openedAt: location,
            openedBy: openedBy
        )
    }

    /// A frame that takes the place of `frame` for the code inside it: `frame`'s replacements with
    /// `overrides` added (winning where both replace a key), `context` if not `nil` (else `frame`'s), and
    /// strict as `isStrict` says (the joining trait decides), opened in `frame`'s parent.
    ///
    /// For a test trait inside another trait of the same test: the test then has one frame, so the
    /// values that every trait makes once, and the objects the test makes, share its instances and its
    /// leases, whichever trait gives them.
    package static func joining(
        _ overrides: InjectedOverrides,
        context: InjectionContext?,
        isStrict: Bool,
        to frame: InjectionFrame,
        openedAt location: SourceLocation,
        openedBy: String? = nil
    ) -> InjectionFrame {
        var table = frame.overrides
        for override in overrides.table.values { table.set(override, for: override.key) }
        return InjectionFrame(
            parent: frame.parent,
            overrides: table,
            context: context ?? frame.context,
            isStrict: isStrict,
            testWide: frame.testWide,
            leakWatch: frame.leakWatch,
            openedAt: location,
            openedBy: openedBy
        )
    }

    /// Whether this frame is `frame` or was opened inside it, directly or not.
    func isWithin(_ frame: InjectionFrame) -> Bool {
        var candidate: InjectionFrame? = self
        while let current = candidate {
            if current === frame { return true }
            candidate = current.parent
        }
        return false
    }

    /// The innermost override for `key` in this frame or the frames it was opened in.
    func override(for key: DependencyKey) -> Override? {
        frameDeclaringOverride(for: key)?.overrides.override(for: key)
    }

    /// The frame that declares ``override(for:)``'s answer: a replacement made once is made there.
    func frameDeclaringOverride(for key: DependencyKey) -> InjectionFrame? {
        // Recursive rather than a loop over a variable, which would retain each frame it visits.
        overrides.override(for: key) != nil ? self : parent?.frameDeclaringOverride(for: key)
    }

    /// Lets go of every instance this frame keeps, and ends its leases unless `endingLeases` is
    /// `false`: what a test's frame does when the test ends.
    ///
    /// A `.permanent` instance that the frame made and whose own injection points captured the frame
    /// keeps the frame alive, and the frame keeps it: neither would be released. A test's frame has no
    /// use after its test, so its instances are dropped there; a `withInjected` frame's consumers may
    /// resolve in it after its body returns, so it keeps them, until a frame it was opened in (a
    /// test's, a view's) drops its instances. A SwiftUI subtree's frame, dropped when
    /// its modifier's identity ends, does not end its leases (`endingLeases: false`): the model may outlive
    /// the view and keeps its lease-bound instances, which the frame no longer holds, until the app ends
    /// the lease.
    ///
    /// Its `.shared` + `.local` instances, which it holds only weakly, are not its to let go of: while
    /// consumers hold one, the frame's points that resolve later share it, as the scope says.
    ///
    /// The frame keeps nothing for good afterwards: a consumer that outlives the test or the view and
    /// first reads a `.permanent` point later gets an instance that lives as a `.local` one does, with the
    /// points that hold it (see ``InstanceStorage/isClosed``). The frames opened inside this one end
    /// with it, as ``Lease/end(fileID:line:)`` called here reaches them: a `.permanent` or lease-bound
    /// instance made in a `withInjected` frame inside a test is the test's too.
    ///
    /// - Parameter endingLeases: Whether the frame's leases end too, and their points let go of their
    ///   instances, as ``Lease/end(fileID:line:)`` makes them do.
    @MainActor
    package func dropInstances(endingLeases: Bool = true) {
        for frame in keepersInside.removeAll() { frame.storage.close(endingLeases: endingLeases) }
        storage.close(endingLeases: endingLeases)
    }

    /// Whether this frame may keep an instance for good (a `.permanent` one, a `permanent { }` default's,
    /// a lease's), recording in every frame it was opened in but the root that it does: called before it
    /// keeps one.
    ///
    /// Not when a frame it was opened in has ended (a `Task` a test left running, a consumer that
    /// outlived its test, opened it later): it then ends too at once, as it would have with that frame,
    /// and keeps nothing for good (see ``InstanceStorage/isClosed``).
    @MainActor @inline(__always)
    func mayKeepInstances() -> Bool {
        if !isNotedAsKeeper { noteKeepsInstancesFirstTime() }
        return !storage.isClosed
    }

    @MainActor
    private func noteKeepsInstancesFirstTime() {
        isNotedAsKeeper = true
        // Recorded in every frame around it, those that have ended too: one that ends later, with its
        // leases, reaches this one's.
        var aroundHasEnded = false
        var ancestor = parent
        while let frame = ancestor, frame.parent != nil {
            _ = frame.keepersInside.insert(self)
            aroundHasEnded = aroundHasEnded || frame.storage.isClosed
            ancestor = frame.parent
        }
        // It has no lease table yet (a lease's first use asks first), so no lease to end or keep.
        if aroundHasEnded { storage.close(endingLeases: false) }
    }

    /// Counts a read of the context, which tells a strict frame that a default chose a value per
    /// context.
    ///
    /// Defaults are evaluated on the main actor, so a read anywhere else is not a default's and is not
    /// counted; that is also what makes the count safe to change.
    nonisolated func noteContextRead() {
        guard isStrict, isOnMainQueue() else { return }
        MainActor.assumeIsolated { noteTestValue() }
    }

    /// Tells a strict frame that the default under way has a test value: it read the context, or it
    /// resolved a dependency, which is judged by its own default.
    @MainActor
    func noteTestValue() {
        if isStrict { contextReads &+= 1 }
    }
}
