// No `import ConsumerFixtures`, the module that declares the dependency: another file of this target
// imports it, and without the MemberImportVisibility feature (off in Swift 6 mode) that is enough for
// this file to name its key path. The Getting Started article says so.
import Inject
import Testing

/// Injects a dependency that no contract test counts, so that it runs beside them in parallel.
@MainActor final class ImportlessConsumer {
    @Injected(\.nonisolatedStamp) var stamp
}

/// A key path declared in a module that this file does not import, but another file of the target does.
@Suite struct ImportVisibilityTests {
    @Test @MainActor func aFileWithoutTheDeclaringModulesImportInjectsItsDependency() {
        let consumer = ImportlessConsumer()
        #expect(consumer.stamp == consumer.stamp)
        #expect(consumer.stamp != ImportlessConsumer().stamp)
    }
}
