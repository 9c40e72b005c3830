import Inject

/// Resolves dependencies in every context, each in a fresh frame, and says what would go wrong there.
///
/// The check behind ``checkDependencies(_:fileID:filePath:line:)``. For each dependency it runs three
/// passes, each in a new strict frame with nothing replaced:
///
/// - `.live`: the dependency is made as the app makes it. An `unimplemented` value reached is a
///   failure. A default that reads no context (its live value is its value everywhere) is noted, not
///   reported: in the app, live is what it should be.
/// - `.preview` and `.test`: if the dependency, or one its live value resolved, was noted, the pass does
///   not make it (its value there would be the live one, made by live code, such as a client that opens
///   a connection) and reports the noted default instead. Otherwise the dependency is made in that
///   context: in `.preview` an `unimplemented` value reached is a failure; in `.test` it is the declared
///   test value, which tests replace, and passes.
///
/// A default says that its value is right in every context, so the check may make it in previews and
/// tests, by reading its context: `context.choose(live:preview:test:)`, `unimplemented(_:)`,
/// `sameInEveryContext(_:)`, or one of Inject's built-ins.
@MainActor
package struct DependencyCheck {
    /// One thing the check found: the dependency, the context, and the message it reports.
    package struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// The dependency checked, by key path.
        package let key: DependencyKey
        /// The context of the pass that found it.
        package let context: InjectionContext
        /// What the check reports, naming the dependency and the context.
        package let message: String

        package var description: String { message }
    }

    /// Where the check is called, for the frames it opens.
    let location: Inject.SourceLocation

    package init(fileID: StaticString, line: UInt) {
        location = Inject.SourceLocation(fileID: fileID, line: line)
    }

    /// Checks each of `keys` in every context, and returns what it found, in order.
    package func run(_ keys: [DependencyKey]) -> [Failure] {
        var failures: [Failure] = []
        for key in keys {
            failures += check(key)
        }
        return failures
    }

    /// The three passes for `key`.
    private func check(_ key: DependencyKey) -> [Failure] {
        guard let checkable = key.keyPath as? any CheckableDependency else {
            return [Failure(key: key, context: .live, message: "\(name(key)) is not a key path into DefaultValues.")]
        }
        var failures: [Failure] = []
        let live = resolve(checkable, key: key, in: .live)
        failures += live.problems.map { Failure(key: key, context: .live, message: prefix(key, .live) + $0) }
        for context in [InjectionContext.preview, .test] {
            if !live.liveDefaults.isEmpty {
                failures += live.liveDefaults.map { notMade(key, in: context, because: $0) }
                continue
            }
            let pass = resolve(checkable, key: key, in: context)
            failures += pass.liveDefaults.map {
                Failure(
                    key: key,
                    context: context,
                    message: prefix(key, context) + liveValue(of: $0, in: context, made: true)
                )
            }
            // In tests, an `unimplemented` value is the declared test value: every test replaces it.
            let problems = context == .test ? pass.problems.filter { !$0.contains(unimplementedMark) } : pass.problems
            failures += problems.map { Failure(key: key, context: context, message: prefix(key, context) + $0) }
        }
        return failures
    }

    /// What one pass found: the problems Inject reported other than strict ones, and the dependencies
    /// made by a default that reads no context, in the order they were made.
    private struct Pass {
        var problems: [String] = []
        var liveDefaults: [DependencyKey] = []
    }

    /// Resolves `checkable` in a new strict frame of `context`, capturing what Inject reports.
    private func resolve(_ checkable: any CheckableDependency, key: DependencyKey, in context: InjectionContext)
        -> Pass
    {
        let frame = InjectionFrame(
            parent: .root,
            overrides: OverrideTable(),
            context: context,
            isStrict: true,
            openedAt: location,
            openedBy: "the dependency check of \(name(key)) in the \(context) context, at \(location)"
        )
        var pass = Pass()
        let outer = TestIssueReporter.capture
        TestIssueReporter.capture = { message in
            // A strict failure is a default that reads no context: noted by the dependency being made.
            if message.contains(strictFailureMark), let made = Resolver.dependencyBeingMade {
                if !pass.liveDefaults.contains(made) { pass.liveDefaults.append(made) }
            } else {
                pass.problems.append(message)
            }
        }
        defer { TestIssueReporter.capture = outer }
        InjectionFrame.$current.withValue(frame) {
            checkable.resolveForCheck(fileID: location.fileID, line: location.line)
        }
        frame.dropInstances()
        return pass
    }

    /// The failure for `key` in `context` when its live pass made `liveDefault`, which reads no context.
    private func notMade(_ key: DependencyKey, in context: InjectionContext, because liveDefault: DependencyKey)
        -> Failure
    {
        let message =
            liveDefault == key
            ? liveValue(of: key, in: context, made: false)
            : "it resolves " + liveValue(of: liveDefault, in: context, made: false)
        return Failure(key: key, context: context, message: prefix(key, context) + message)
    }

    /// Why `liveDefault` is a failure in `context`, and the ways to fix it.
    private func liveValue(of liveDefault: DependencyKey, in context: InjectionContext, made: Bool) -> String {
        let consequence =
            context == .test
            ? "a strict test fails on it"
            : "a preview runs its live code"
        let note =
            made
            ? " The check made it in this context, since the live pass did not reach it."
            : " The check did not make it in this context, so as not to run live code."
        return "\(name(liveDefault)) has no \(context) value: its default reads no context, so its \(context) "
            + "value is its live one and \(consequence). Give it a \(context) value with "
            + "context.choose(live:preview:test:), or declare it with sameInEveryContext(_:) if its live value is "
            + "right everywhere.\(note)"
    }

    private func prefix(_ key: DependencyKey, _ context: InjectionContext) -> String {
        "Inject: checking \(name(key)) in the \(context) context: "
    }

    private func name(_ key: DependencyKey) -> String {
        keyPathName(key.keyPath)
    }

    /// What Inject's message about an `unimplemented` value reached says, which the check recognizes it by.
    private var unimplementedMark: String { "resolved to unimplemented(_:)" }

    /// What Inject's strict failure says, which the check recognizes it by.
    private var strictFailureMark: String { "resolved to its live default in a strict test" }
}

/// A key path into `DefaultValues` of any value type, which the check resolves without knowing the type.
protocol CheckableDependency {
    /// Resolves the dependency in the current frame, as `resolve(_:)` at `fileID`:`line` does.
    @MainActor func resolveForCheck(fileID: StaticString, line: UInt)
}

extension KeyPath: CheckableDependency where Root == DefaultValues {
    @MainActor func resolveForCheck(fileID: StaticString, line: UInt) {
        _ = Inject.resolve(self, fileID: fileID, line: line)
    }
}
