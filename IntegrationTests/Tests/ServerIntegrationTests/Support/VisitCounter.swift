/// Counts the visits of `/visits`: one counter per frame that keeps `.shared` + `.permanent` instances.
actor VisitCounter {
    private var visits = 0

    /// Counts a visit, and returns the visits so far.
    func visit() -> Int {
        visits += 1
        return visits
    }
}
