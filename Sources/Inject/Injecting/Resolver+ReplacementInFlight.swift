// The resolver's part in `injecting(_:for:)`: the value a key-path write is writing, which the point
// of the written property yields when the write reads it first, and no other point.

extension Resolver {
    /// The value `injecting(_:for:)` is writing through a key path right now, if any.
    ///
    /// A key-path write reads the property before it sets it. That read must not evaluate the default
    /// the write is about to replace, so while the write runs, the point of that property yields this
    /// value (``replacementInFlight(for:as:)``).
    fileprivate static var replacementInFlight: Any?

    /// The point that took ``replacementInFlight``: the one the write replaces.
    fileprivate static var replacementTaker: ObjectIdentifier?

    /// Whether a ``replacementInFlight`` is set: a plain flag, because testing the optional `Any` for
    /// `nil` looks up its metadata on every first resolution.
    @usableFromInline
    package private(set) static var isWritingReplacement = false

    /// How many resolutions were under way when the write began: a write made while a default runs
    /// (a default that makes a struct with `injecting(_:for:)`) starts inside them.
    fileprivate static var writeDepth = 0

    /// Whether the write is reading the property to find its point, before it writes: only then may a
    /// point become the ``replacementTaker``.
    fileprivate static var isFindingTaker = false

    /// Reads the written property with `read`, then writes it with `write`, with `value` as the
    /// ``replacementInFlight``.
    ///
    /// The write itself reads the property first (a key path sets a computed property, as a wrapped
    /// one is, by getting it, then setting it), but it also runs the property's observers, which may
    /// read other points. So `read`, a plain read through the same key path, which runs no observer,
    /// finds the written point first (``replacementInFlight(for:as:)``), and only that point gets the
    /// value while `write` runs. When `read` finds none (the point had resolved, or the property is not
    /// an injected one), no point gets it.
    ///
    /// A write made inside another (by a default that a longer key path's component resolves) has its
    /// own value; the outer write's is restored when it ends.
    package static func writingReplacement<Result>(
        _ value: Any,
        reading read: () -> Void,
        writing write: () -> Result
    ) -> Result {
        let outer = (replacementInFlight, replacementTaker, isWritingReplacement, writeDepth, isFindingTaker)
        replacementInFlight = value
        replacementTaker = nil
        isWritingReplacement = true
        writeDepth = ResolutionsUnderWay.depth
        isFindingTaker = true
        defer {
            (replacementInFlight, replacementTaker, isWritingReplacement, writeDepth, isFindingTaker) = outer
        }
        read()
        isFindingTaker = false
        return write()
    }

    /// The value being written, if `point`, which is being read without an instance, is the point the
    /// write replaces; `nil` if it must resolve as usual.
    ///
    /// While the write reads its key path (``writingReplacement(_:reading:writing:)``), it reads other
    /// properties too: those of a longer key path (`\.child.downloader` reads `child`, whose default
    /// may read its own properties). The first point read while no resolution is under way but those
    /// under way when the write began (the write may run inside a default), whose value has the type
    /// being written, is the property's own (a longer key path's components are read first, but each
    /// resolves its own type, and what their defaults read is read inside their resolution). From then
    /// on only that point gets the value, which the write's own reads (an observer's `oldValue`) read
    /// again; what the observers read otherwise resolves as usual. Only an unresolved point of the same
    /// type read by a component's getter itself, outside any resolution, would be mistaken for it.
    @usableFromInline
    package static func replacementInFlight<Value>(for point: AnyObject, as _: Value.Type) -> Value? {
        if let replacementTaker {
            guard replacementTaker == ObjectIdentifier(point) else { return nil }
        } else {
            guard isFindingTaker, ResolutionsUnderWay.depth == writeDepth else { return nil }
        }
        guard let replacement = replacementInFlight as? Value else { return nil }
        replacementTaker = ObjectIdentifier(point)
        return replacement
    }
}
