/// The instances one ``Lease`` holds in one frame, and the injection points holding them.
///
/// Every frame keeps its own table per lease (see ``InstanceStorage/instances(boundTo:)``),
/// so a lease-bound point inside a `withInjected` frame or an isolated test never shares an instance
/// with another frame, and ending the lease in one test leaves the others alone.
@MainActor
final class LeaseInstances {
    /// The shared and `.temporary` instances of the lease, in this frame.
    let storage = InstanceStorage()
    /// The injection points that hold one of those instances, to release them when the lease ends.
    private var boundPoints: [WeakBoundPoint] = []
    /// When ``boundPoints`` reaches this size, released points are pruned (amortized, so binding stays
    /// constant time on average).
    private var pruneThreshold = 64

    /// Records that `point` holds an instance of this lease.
    func bind(_ point: any LeaseBound) {
        if boundPoints.count >= pruneThreshold {
            boundPoints.removeAll { $0.point == nil }
            pruneThreshold = max(64, boundPoints.count * 2)
        }
        boundPoints.append(WeakBoundPoint(point: point))
    }

    /// Lets go of the instances this table keeps, which stay with the points holding them; ``end(fileID:line:)``
    /// still makes those points let go. The next point to resolve makes a new one, but shares, as a
    /// `.shared` point does, an instance made after its frame ended that a point still holds: a frame
    /// that ends again (one around it ended first, its leases going on) forgets no more than it did.
    func forgetInstances() {
        storage.removeKept()
    }

    /// Releases every instance, including those injection points hold; the next read makes new ones.
    func end() {
        let points = boundPoints
        boundPoints.removeAll()
        storage.removeAll()
        for bound in points {
            bound.point?.releaseInstance()
        }
    }
}

/// An injection point that can let go of its instance when its lease ends.
@MainActor
protocol LeaseBound: AnyObject {
    func releaseInstance()
}

private struct WeakBoundPoint {
    weak var point: (any LeaseBound)?
}
