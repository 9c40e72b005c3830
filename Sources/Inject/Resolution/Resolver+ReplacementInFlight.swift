// The resolver's part in `injecting(_:for:)`: the value a key-path write is writing, which the point
// of the written property yields when the write reads it first.

extension Resolver {
    /// The value `injecting(_:for:)` is writing through a key path right now, if any.
    ///
    /// A key-path write reads the property before it sets it. That read must not evaluate the default
    /// the write is about to replace, so while the write runs, the point of that property yields this
    /// value (``replacementInFlight(for:as:)``).
    @exclusivity(unchecked)
    fileprivate static var replacementInFlight: Any?

    /// The point that took ``replacementInFlight``: the one the write replaces.
    @exclusivity(unchecked)
    fileprivate static var replacementTaker: ObjectIdentifier?

    /// Whether a ``replacementInFlight`` is set: a plain flag, because testing the optional `Any` for
    /// `nil` looks up its metadata (about 300 instructions) on every first resolution.
    @exclusivity(unchecked) @usableFromInline
    package private(set) static var isWritingReplacement = false

    /// How many resolutions were under way when the write began: a write made while a default runs
    /// (a default that makes a struct with `injecting(_:for:)`) starts inside them.
    @exclusivity(unchecked)
    fileprivate static var writeDepth = 0

    /// Runs `write` with `value` as the ``replacementInFlight``.
    ///
    /// A write made inside another (by a default that a longer key path's component resolves) has its
    /// own value; the outer write's is restored when it ends.
    package static func writingReplacement<Result>(_ value: Any, _ write: () -> Result) -> Result {
        let outer = (replacementInFlight, replacementTaker, isWritingReplacement, writeDepth)
        replacementInFlight = value
        replacementTaker = nil
        isWritingReplacement = true
        writeDepth = ResolutionsUnderWay.depth
        defer { (replacementInFlight, replacementTaker, isWritingReplacement, writeDepth) = outer }
        return write()
    }

    /// The value being written, if `point`, which is being read without an instance, is the point the
    /// write replaces; `nil` if it must resolve as usual.
    ///
    /// The write reads other properties too: those of a longer key path (`\.child.downloader` reads
    /// `child`, whose default may read its own properties), and those that a property observer reads.
    /// The first point read while no resolution is under way but those under way when the write began
    /// (the write may run inside a default), whose value has the type being written, is the property's
    /// own (a longer key path's components are read first, but each resolves its own type, and what
    /// their defaults read is read inside their resolution); from then on only that point gets the
    /// value, which the setter's own reads (an observer's `oldValue`) read again. Only an unresolved
    /// point of the same type read by a component's getter itself, outside any resolution, would be
    /// mistaken for it.
    @usableFromInline
    package static func replacementInFlight<Value>(for point: AnyObject, as _: Value.Type) -> Value? {
        if let replacementTaker {
            guard replacementTaker == ObjectIdentifier(point) else { return nil }
        } else {
            guard ResolutionsUnderWay.depth == writeDepth else { return nil }
        }
        guard let replacement = replacementInFlight as? Value else { return nil }
        replacementTaker = ObjectIdentifier(point)
        return replacement
    }
}
