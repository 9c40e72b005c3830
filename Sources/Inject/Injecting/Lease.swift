/// Keeps instances until the app ends it, as at the end of a signed-in user's session.
///
/// Bind an injection point to it with `until:`. Its instances live until ``end(fileID:line:)``, which
/// releases all of them at once, including the ones that injection points already hold; the next read after
/// that makes fresh ones, bound to the same lease.
///
/// ```swift
/// extension Lease {
///     static let session = Lease()
/// }
///
/// @MainActor final class CartScreenModel {
///     @Injected(\.cart, .shared, until: .session) var cart
/// }
///
/// @MainActor func signOut() { Lease.session.end() }
/// ```
///
/// With `.shared`, every point bound to the lease shares one instance per key path; with
/// `.temporary`, each point has its own. Lease-bound points follow the same rules as every other
/// point: overrides at every level apply when an instance is made, and each `withInjected` frame (so
/// each isolated test) keeps its own instances of the lease. ``end(fileID:line:)`` ends the lease in the
/// frame it is called from and in the frames opened inside it: called from the app, it ends everywhere;
/// called from an isolated test, it ends that test's instances only. ``DefaultValues/reset(fileID:line:)``
/// ends every lease in the global storage.
public final class Lease: Sendable {
    /// What frames' storage keeps this lease's instances by: a number no other lease in the process
    /// has, so a lease made where a released one was never finds the released one's instances, and
    /// nothing refers to the lease itself.
    ///
    /// No weak reference to a lease or to the root frame, which may both live until the process exits:
    /// the first weak reference to an object allocates a side table that LeakSanitizer reports as a
    /// leak when the object is alive at exit, and apps declare leases as `static let`.
    let serial: UInt64 = Lease.serials.withLock { serial in
        serial += 1
        return serial
    }
    /// The last ``serial`` given.
    private static let serials = Locked<UInt64>(0)

    /// Whether the root frame holds instances of this lease: it lives for the process, so it is not
    /// among ``frames``.
    @MainActor private var isInRoot = false
    /// The other frames that hold instances of this lease, weakly (each frame owns its instances).
    @MainActor private var frames = WeakFrameSet()

    /// Creates a lease that lasts until you call ``end(fileID:line:)``.
    ///
    /// A lease holds no instance until an injection point bound to it resolves. Declare one per span of
    /// the app's life that should end together, usually as a `static let`, so that every point that names
    /// it names the same lease.
    ///
    /// ```swift
    /// let session = Lease()
    /// ```
    public init() {}

    /// A lease the app lets go of takes its instances with it, in every frame.
    ///
    /// Every injection point bound to a lease keeps it alive, so by now no point holds one of them; without
    /// this, the tables of a released lease would keep its instances until ``DefaultValues/reset(fileID:line:)``.
    ///
    /// Nonisolated, as every deinitializer of Inject's is: its main-actor work goes through
    /// `onMainActor(_:)`, which says why.
    deinit {
        let serial = serial
        let frames = (isInRoot ? [InjectionFrame.root] : []) + frames.removeAll()
        onMainActor {
            for frame in frames {
                frame.storage.forgetLease(serial)
            }
        }
    }

    /// Releases every instance bound to this lease in the current frame and the frames opened
    /// inside it, including those injection points hold.
    ///
    /// The lease can be used again: the next read of a bound injection point makes a new instance. A
    /// replacement that is one instance (a `withInjected` or test trait value) is not made anew: the
    /// point gets that instance again, as every point in its frame does.
    ///
    /// ```swift
    /// Lease.session.end()   // on sign-out
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    @MainActor
    public func end(fileID: StaticString = #fileID, line: UInt = #line) {
        Resolver.checkMainActor(
            calling: "Lease.end()",
            fileID: fileID,
            line: line,
            advice: "end leases on the main actor."
        )
        let current = InjectionFrame.current ?? .root
        for frame in liveFrames() where frame.isWithin(current) {
            frame.storage.endLease(serial)
        }
    }

    /// The instances of this lease in `frame`, recording the frame so that ``end(fileID:line:)`` finds it.
    @MainActor
    func instances(in frame: InjectionFrame) -> LeaseInstances {
        if frame === InjectionFrame.root {
            isInRoot = true
        } else if frames.insert(frame) {
            _ = frame.mayKeepInstances()
        }
        return frame.storage.instances(boundTo: serial)
    }

    /// How many instances are bound to this lease in the current frame and the frames inside it,
    /// for tests and diagnostics.
    @MainActor
    package var liveInstanceCount: Int {
        let current = InjectionFrame.current ?? .root
        return liveFrames().filter { $0.isWithin(current) }.reduce(0) {
            $0 + $1.storage.liveInstanceCount(boundTo: serial)
        }
    }

    /// The frames still alive that hold instances of this lease, after dropping the entries of released
    /// ones.
    @MainActor
    private func liveFrames() -> [InjectionFrame] {
        let others = frames.liveFrames()
        return isInRoot ? [InjectionFrame.root] + others : others
    }
}
