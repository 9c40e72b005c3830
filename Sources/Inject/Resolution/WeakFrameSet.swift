/// Frames held weakly, by identity: the frames a lease has instances in, and the frames inside a
/// frame that hold a lease's instances. Each frame owns its instances, so a set that kept its frames
/// alive would keep theirs too.
///
/// An entry whose frame is gone is replaced when its identity comes back, and pruned when the set has
/// grown to twice what was alive at the last pruning (at least 64 entries): amortized, it costs an
/// insertion nothing more.
struct WeakFrameSet {
    private struct WeakFrame {
        weak var frame: InjectionFrame?
    }

    private var entries: [ObjectIdentifier: WeakFrame] = [:]
    private var pruneThreshold = 64

    /// Adds `frame`; returns `false` if it was in the set already.
    mutating func insert(_ frame: InjectionFrame) -> Bool {
        let id = ObjectIdentifier(frame)
        guard entries[id]?.frame !== frame else { return false }
        if entries.count >= pruneThreshold {
            prune()
            pruneThreshold = max(64, entries.count * 2)
        }
        entries[id] = WeakFrame(frame: frame)
        return true
    }

    /// The frames still alive, after dropping the entries of released ones.
    mutating func liveFrames() -> [InjectionFrame] {
        prune()
        return entries.values.compactMap(\.frame)
    }

    /// Empties the set; returns the frames that were still alive.
    mutating func removeAll() -> [InjectionFrame] {
        defer { entries = [:] }
        return entries.values.compactMap(\.frame)
    }

    private mutating func prune() {
        entries = entries.filter { $0.value.frame != nil }
    }
}
