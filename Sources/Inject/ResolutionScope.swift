/// A layer of task-local overrides with the instance storage that belongs to it.
///
/// The root scope is the process's global one. `withInjected` opens a child scope for the duration of
/// its body; injection points created inside it capture it, and resolve with its overrides and into its
/// storage even when first read after the body returned.
@usableFromInline
package final class ResolutionScope: Sendable {
    /// The scope this one was opened in; `nil` for the root.
    package let parent: ResolutionScope?
    /// The replacements this scope declares, by key path.
    package let overrides: [DependencyKey: Override]
    /// The shared and permanent instances resolved in this scope.
    package let storage: InstanceStorage
    /// Where the `withInjected` call that opened this scope is; `nil` for the root.
    package let openedAt: SourceLocation?

    package init(parent: ResolutionScope?, overrides: [DependencyKey: Override], openedAt: SourceLocation?) {
        self.parent = parent
        self.overrides = overrides
        self.openedAt = openedAt
        self.storage = InstanceStorage()
    }

    /// The process-wide scope that holds global storage.
    package static let root = ResolutionScope(parent: nil, overrides: [:], openedAt: nil)

    /// The innermost scope opened by `withInjected` in the current task, if any.
    @TaskLocal @usableFromInline package static var current: ResolutionScope?

    /// The innermost override for `key` in this scope or the scopes it was opened in.
    func override(for key: DependencyKey) -> Override? {
        var scope: ResolutionScope? = self
        while let current = scope {
            if let found = current.overrides[key] { return found }
            scope = current.parent
        }
        return nil
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
