/// A layer of task-local overrides with the instance storage that belongs to it.
///
/// The root scope is the process's global one. `withInjected` opens a child scope for the duration of
/// its body; injection points created inside it capture it, and resolve with its overrides, its
/// context and into its storage even when first read after the body returned.
/// `withInjected(from:operation:)` makes a captured scope current again, for objects made later.
@usableFromInline
package final class ResolutionScope: Sendable {
    /// The scope this one was opened in; `nil` for the root.
    package let parent: ResolutionScope?
    /// The replacements this scope declares, by key path.
    package let overrides: [DependencyKey: Override]
    /// The shared and permanent instances resolved in this scope, and its lifetime-bound ones.
    package let storage: InstanceStorage
    /// Where the `withInjected` call that opened this scope is; `nil` for the root.
    package let openedAt: SourceLocation?
    /// The context set by this scope or the innermost scope around it that sets one; `nil` for the
    /// process's context.
    package let context: InjectionContext?
    /// Whether a default that reads no context fails the test (`.injectionIsolated(strict: true)`);
    /// inherited by the scopes opened inside this one.
    package let isStrict: Bool
    /// How many times code resolving in this scope read the context; counted in strict scopes only.
    @MainActor package private(set) var contextReads = 0

    package init(
        parent: ResolutionScope?,
        overrides: [DependencyKey: Override],
        context: InjectionContext? = nil,
        isStrict: Bool = false,
        openedAt: SourceLocation?
    ) {
        self.parent = parent
        self.overrides = overrides
        self.context = context ?? parent?.context
        self.isStrict = isStrict || parent?.isStrict == true
        self.openedAt = openedAt
        self.storage = InstanceStorage()
    }

    /// The process-wide scope that holds global storage.
    package static let root = ResolutionScope(parent: nil, overrides: [:], openedAt: nil)

    /// The innermost scope opened by `withInjected` in the current task, if any.
    @TaskLocal @usableFromInline package static var current: ResolutionScope?

    /// A scope inside the current one (or the root), with its own overrides, context and storage.
    package static func child(
        with overrides: InjectedOverrides = InjectedOverrides(),
        context: InjectionContext? = nil,
        isStrict: Bool = false,
        openedAt location: SourceLocation
    ) -> ResolutionScope {
        ResolutionScope(
            parent: current ?? root,
            overrides: overrides.table,
            context: context,
            isStrict: isStrict,
            openedAt: location
        )
    }

    /// Whether this scope is `scope` or was opened inside it, directly or not.
    func isWithin(_ scope: ResolutionScope) -> Bool {
        var candidate: ResolutionScope? = self
        while let current = candidate {
            if current === scope { return true }
            candidate = current.parent
        }
        return false
    }

    /// The innermost override for `key` in this scope or the scopes it was opened in.
    func override(for key: DependencyKey) -> Override? {
        var scope: ResolutionScope? = self
        while let current = scope {
            if let found = current.overrides[key] { return found }
            scope = current.parent
        }
        return nil
    }

    /// Counts a read of the context, which tells a strict scope that a default chose a value per
    /// context.
    ///
    /// Defaults are evaluated on the main actor, so a read anywhere else is not a default's and is not
    /// counted; that is also what makes the count safe to change.
    nonisolated func noteContextRead() {
        guard isStrict, isOnMainQueue() else { return }
        MainActor.assumeIsolated { contextReads &+= 1 }
    }
}

/// A replacement value, made on the main actor when an injection point resolves.
package struct Override: Sendable {
    /// Makes the replacement; the result has the key path's value type.
    package let make: @MainActor @Sendable () -> Any

    package init(_ make: @escaping @MainActor @Sendable () -> Any) {
        self.make = make
    }
}
