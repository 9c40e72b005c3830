/// The replacements that `DefaultValues.override(_:with:)` sets inside a test that InjectTesting
/// isolates: that test's own global level, which no other test sees.
///
/// A test's frame holds one (``InjectionFrame/testWide``); the frames opened inside the test find it
/// through ``InjectionFrame/enclosingTest``. It ranks where the process's global overrides do, below
/// every frame's replacements (the test's traits, a `withInjected` inside it) and above the declared
/// default, and it hides the process's global override of the same key from the test.
@MainActor
package final class TestWideOverrides {
    /// The replacements, by key path.
    private var table = OverrideTable()

    /// An empty table, for a test's frame as it opens, on whichever thread opens it.
    nonisolated package init() {}

    /// The replacement of `key` that the test set, if any.
    func override(for key: DependencyKey) -> Override? {
        table.override(for: key)
    }

    /// Sets or, with `nil`, removes the test's replacement of `key`; whether anything changed.
    @discardableResult
    func set(_ override: Override?, for key: DependencyKey) -> Bool {
        table.set(override, for: key)
    }

    /// Removes every replacement the test set.
    func removeAll() {
        table.removeAll()
    }
}

extension InjectionFrame {
    /// The frame of the test this frame belongs to: this frame or the innermost one it was opened in
    /// that a test trait or `InjectedTestCase` opened; `nil` outside tests.
    package var enclosingTest: InjectionFrame? {
        // Recursive rather than a loop over a variable, which would retain each frame it visits.
        testWide != nil ? self : parent?.enclosingTest
    }

    /// The replacement of `key` that `DefaultValues.override` set inside the test this frame belongs to.
    @MainActor
    func testWideOverride(for key: DependencyKey) -> Override? {
        enclosingTest?.testWide?.override(for: key)
    }
}

extension InjectionFrame {
    /// Sets or removes, in the test's own table, the replacement that `DefaultValues.override` or
    /// `removeOverride` gives `key` inside a test, and drops the test's shared instances of `key` when it
    /// changed, as the process's global level drops the global storage's.
    @MainActor
    func setTestWideOverride(_ override: Override?, for key: DependencyKey) {
        guard let testWide, testWide.set(override, for: key) else { return }
        storage.removeShared(for: key)
    }

    /// What `DefaultValues.reset()` does inside a test: drops the test's global overrides and every
    /// instance its frame keeps, and ends its leases, as `reset()` outside tests does for the process.
    /// The test's traits still replace what they replace, and make their values anew.
    @MainActor
    func resetTest() {
        testWide?.removeAll()
        storage.removeAll()
    }
}
