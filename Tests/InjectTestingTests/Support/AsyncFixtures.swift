import Inject

/// What a test's making resolved, with identity.
final class AsyncIsolated: Sendable {
    let index: Int
    init(index: Int) { self.index = index }
}

/// A part that an asynchronous making resolves, for dependency graphs.
struct AsyncGraphPart: Sendable {}

/// What an asynchronous making made from its part, for dependency graphs.
struct AsyncGraphWhole: Sendable {}

extension DefaultValues {
    /// A value per context, each made asynchronously or ready.
    var contextualAsyncName: AsyncDefault<String> {
        context.choose(
            live: AsyncDefault { "live" },
            preview: AsyncDefault(ready: "preview"),
            test: AsyncDefault(ready: "test")
        )
    }

    /// The index of the parallel test that reads it: each replaces it.
    var asyncTestIndex: Int { -1 }

    /// An instance whose making reads the test's index after an await.
    var asyncIsolated: AsyncDefault<AsyncIsolated> {
        sameInEveryContext(
            AsyncDefault {
                await Task.yield()
                return AsyncIsolated(index: await resolve(\.asyncTestIndex))
            }
        )
    }

    /// Replaced by a test trait.
    var asyncTraitName: AsyncDefault<String> { AsyncDefault { "default" } }

    var asyncGraphPart: AsyncGraphPart { sameInEveryContext(AsyncGraphPart()) }

    var asyncGraphWhole: AsyncDefault<AsyncGraphWhole> {
        sameInEveryContext(
            AsyncDefault {
                _ = await resolve(\.asyncGraphPart)
                return AsyncGraphWhole()
            }
        )
    }
}
