import InjectTesting
import Testing

@testable import Inject

/// Dependencies made asynchronously work with contexts, test traits, strict tests and dependency graphs
/// as every dependency does, and parallel isolated tests each get their own instances.
@Suite(.injectionIsolated(strict: true))
struct AsyncDefaultContextTests {
    @Test @MainActor func contextChooseGivesTheTestValueInATest() async throws {
        #expect(try await resolve(\.contextualAsyncName, .shared, .permanent) == "test")
    }

    @Test(.injecting(context: .preview)) @MainActor func contextChooseGivesThePreviewValueInAPreview() async throws {
        #expect(try await resolve(\.contextualAsyncName) == "preview")
    }

    @Test(.injecting(\.asyncTraitName, AsyncDefault(ready: "trait")))
    @MainActor func aTestTraitReplacesIt() async throws {
        #expect(try await resolve(\.asyncTraitName, .shared, .permanent) == "trait")
    }

    @Test(
        .injecting(\.asyncTestIndex, 7),
        .injecting(\.asyncTraitName, AsyncDefault { "\(await resolve(\.asyncTestIndex))" })
    )
    @MainActor func aTraitsMakingResolvesInTheTestsFrame() async throws {
        #expect(try await resolve(\.asyncTraitName) == "7")
    }

    @Test(arguments: 0..<50)
    @MainActor func parallelTestsGetTheirOwnInstances(index: Int) async throws {
        try await withInjected(\.asyncTestIndex, index) {
            let first = try await resolve(\.asyncIsolated, .shared, .permanent)
            #expect(first.index == index)
            await Task.yield()
            #expect(try await resolve(\.asyncIsolated, .shared, .permanent) === first)
        }
    }

    @Test @MainActor func theGraphShowsWhatAMakingResolvesAsAsynchronous() async throws {
        let graph = try await withDependencyGraph {
            _ = try await resolve(\.asyncGraphWhole)
        }
        #expect(graph.contains(\.asyncGraphWhole, dependsOn: \.asyncGraphPart))
        let fromMaking = try #require(graph.edges.first { $0.dependency == keyPathName(\DefaultValues.asyncGraphPart) })
        #expect(fromMaking.isAsync)
        #expect(fromMaking.description.hasSuffix("async)"))
        let intoWhole = try #require(graph.edges.first { $0.dependency == keyPathName(\DefaultValues.asyncGraphWhole) })
        #expect(!intoWhole.isAsync)
    }
}
