/// The frame of one part of a view tree: opened by a modifier (`injecting(_:_:)`, `injectionFrame()`, a
/// preview's setup), owned by that modifier's identity, and dropped when the identity ends.
///
/// SwiftUI keeps one owner in the modifier's state for as long as the modifier's identity lives, and
/// the modifier writes it, with the replacements it declares, into the overrides table of its subtree
/// (``InjectedOverrides/inSubtreeFrame(of:declaring:)``). Every model made below it, and every object
/// made with `withInjected(subtree:)` there, is made in the one frame this owner opens, so they share its
/// `.shared` instances, and its `.permanent` ones live as long as that part of the view tree.
///
/// Nested modifiers nest frames, as nested `withInjected` calls do: the frame of an inner modifier is
/// opened inside the frame of the one around it, so its replacements win and the outer ones still apply.
/// The frame is opened on the first request, not with the owner: SwiftUI makes a new owner each time it
/// re-creates the modifier's struct and keeps only the first, so an owner that never serves a model costs
/// one allocation and nothing more.
///
/// The frame's replacements are fixed when it opens. When a model is made after the modifier declared
/// other values (a parent that makes a new instance on each run), or after the frame around it was
/// replaced, the owner opens a new frame for the models made from then on; the models made before keep
/// theirs. The owner holds the frame in use; the earlier ones only weakly, so they live as long as the
/// models that captured them.
///
/// When the identity ends, the owner lets go of the instances of every frame it opened that is still
/// alive, as a test's frame does when the test ends, but without ending their leases
/// (`InjectionFrame.dropInstances(endingLeases: false)`): a model that outlives its view keeps what it
/// resolved, and its lease-bound instances until the app ends the lease. No instance is kept for an
/// identity that has ended.
///
/// Its state sits behind a lock, so `withInjected(subtree:)` may ask for the frame from any thread.
///
/// Platform-neutral, so that these rules are tested on every platform.
package final class SubtreeFrameOwner: Sendable {
    /// The frame in use and what it was opened with, and the frames opened before it.
    private struct Frames {
        /// The frame the next model is made in, if one is open.
        var current: InjectionFrame?
        /// The replacements ``current`` declares.
        var declared = InjectedOverrides()
        /// The frames that ``current`` replaced, while models hold them.
        var earlier = WeakFrameSet()
    }

    private let frames = Locked(Frames())

    /// Creates an owner that has opened no frame yet.
    package init() {}

    /// Lets go of the instances of every frame this owner opened that is still alive, on the main actor:
    /// at once when the owner is released there (SwiftUI releases a modifier's state on the main thread),
    /// else when the main actor next runs.
    deinit {
        let opened = frames.withLock { frames in
            (frames.current.map { [$0] } ?? []) + frames.earlier.removeAll()
        }
        guard !opened.isEmpty else { return }
        onMainActor {
            for frame in opened { frame.dropInstances(endingLeases: false) }
        }
    }

    /// The frame to make something in below the modifier: the one in use if it declares `declared` and was
    /// opened inside `enclosing`, else a new one, which is used from now on.
    ///
    /// - Parameters:
    ///   - declared: The replacements the modifier declares now.
    ///   - enclosing: The frame of the modifier around this one, or `nil` below no other: the frame is then
    ///     opened inside the current frame (the process's, or a test's), the first time.
    ///   - location: Where the frame is opened, for messages.
    ///   - openedBy: What opened the frame, for messages.
    /// - Returns: The frame.
    package func frame(
        declaring declared: InjectedOverrides,
        inside enclosing: InjectionFrame?,
        openedAt location: SourceLocation,
        openedBy: String
    ) -> InjectionFrame {
        frames.withLock { frames in
            if let current = frames.current, frames.declared == declared,
                enclosing == nil || current.parent === enclosing
            {
                return current
            }
            // Below no other modifier, a frame that replaces one keeps the frame the first was opened in.
            let parent = enclosing ?? frames.current?.parent ?? InjectionFrame.current ?? .root
            if let replaced = frames.current { _ = frames.earlier.insert(replaced) }
            let frame = InjectionFrame(
                parent: parent,
                overrides: OverrideTable(declared.table.values),
                openedAt: location,
                openedBy: openedBy
            )
            frames.current = frame
            frames.declared = declared
            return frame
        }
    }
}

extension InjectedOverrides {
    /// One modifier's frame in a subtree's overrides table: the owner, and the replacements that the
    /// modifier itself declares.
    package struct SubtreeLevel: Sendable {
        /// Owns the frame, for the lifetime of the modifier's identity.
        package let owner: SubtreeFrameOwner
        /// The replacements the modifier declares; empty for `injectionFrame()`.
        package let declared: InjectedOverrides
    }

    /// The table of the subtree below a modifier whose identity owns `owner` and that declares `declared`,
    /// when `self` is the table the modifier is applied in: these replacements with `declared` added
    /// (winning where both replace a key), and the modifier's frame inside those of the modifiers around it.
    ///
    /// - Parameters:
    ///   - owner: The owner the modifier's identity keeps.
    ///   - declared: The replacements the modifier declares.
    /// - Returns: The table below the modifier.
    package func inSubtreeFrame(of owner: SubtreeFrameOwner, declaring declared: InjectedOverrides) -> InjectedOverrides
    {
        var below = self
        below.merge(declared)
        below.appendSubtreeLevel(SubtreeLevel(owner: owner, declared: declared))
        return below
    }

    /// The frame of the innermost modifier these replacements come from, opened inside the frames of the
    /// modifiers around it; `nil` when they come from none (a table built by hand, or an empty one).
    ///
    /// - Parameters:
    ///   - location: Where a frame is opened, if one is, for messages.
    ///   - openedBy: What opened it, for messages.
    /// - Returns: The frame, or `nil`.
    package func subtreeFrame(openedAt location: SourceLocation, openedBy: String) -> InjectionFrame? {
        var frame: InjectionFrame?
        for level in subtreeLevels {
            frame = level.owner.frame(declaring: level.declared, inside: frame, openedAt: location, openedBy: openedBy)
        }
        return frame
    }
}
