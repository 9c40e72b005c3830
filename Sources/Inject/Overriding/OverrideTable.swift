/// The replacements of one frame, or the process's global ones, found by the dependency they replace.
///
/// Looked up on every resolution that may be replaced, so it avoids hashing while it can: hashing a key
/// walks the key path's components, where comparing two keys is a pointer comparison for the same key
/// path object and a type comparison for key paths to different value types. A frame usually replaces
/// a few dependencies (a test's, a preview's), so a table of up to ``linearLimit`` entries compares the
/// key with each; a larger one also keeps a dictionary.
package struct OverrideTable: Sendable {
    /// The largest table searched by comparison alone.
    static let linearLimit = 8

    private var entries: [Override] = []
    /// The entries by key, for a table of more than ``linearLimit`` entries; `nil` otherwise.
    private var byKey: [DependencyKey: Override]?

    /// An empty table.
    package init() {}

    /// A table of `overrides`, whose keys differ.
    package init(_ overrides: some Sequence<Override>) {
        entries = Array(overrides)
        indexIfLarge()
    }

    /// Whether the table replaces nothing.
    package var isEmpty: Bool { entries.isEmpty }

    /// The replacement for `key`, if any.
    package func override(for key: DependencyKey) -> Override? {
        if let byKey { return byKey[key] }
        // Over indices: iterating the entries themselves would retain each one's key and maker.
        for index in entries.indices where entries[index].key == key { return entries[index] }
        return nil
    }

    /// Replaces `key` with `override`, or removes its replacement when `override` is `nil`; returns
    /// whether the table changed (`false` only when removing a replacement that did not exist).
    @discardableResult
    package mutating func set(_ override: Override?, for key: DependencyKey) -> Bool {
        let index = entries.firstIndex { $0.key == key }
        if let index { entries.remove(at: index) }
        if let override { entries.append(override) }
        indexIfLarge()
        return index != nil || override != nil
    }

    /// Removes every replacement.
    package mutating func removeAll() {
        entries.removeAll()
        byKey = nil
    }

    private mutating func indexIfLarge() {
        byKey =
            entries.count > Self.linearLimit
            ? Dictionary(entries.lazy.map { ($0.key, $0) }, uniquingKeysWith: { $1 }) : nil
    }
}
