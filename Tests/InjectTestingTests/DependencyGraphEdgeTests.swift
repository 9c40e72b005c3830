import InjectTesting
import Testing

@testable import Inject

/// Which edges a dependency graph holds, and when two graphs are the same: graphs compare by their edges
/// and by the dependencies each edge joins.
@Suite(.injectionIsolated)
struct DependencyGraphEdgeTests {
    /// A graph holds each edge once however resolutions interleave: the same call resolving the same
    /// dependency again after another one adds nothing, not only right after its own edge.
    @Test @MainActor func anEdgeIsRecordedOnceWhenOtherEdgesCameBetween() {
        let read: @MainActor (KeyPath<DefaultValues, String>) -> Void = { _ = resolve($0) }
        let graph = withDependencyGraph {
            read(\.graphFirst)
            read(\.graphSecond)
            read(\.graphFirst)
        }
        #expect(graph.edges.count == 2, "\(graph)")
        let once = withDependencyGraph {
            read(\.graphFirst)
            read(\.graphSecond)
        }
        #expect(graph == once)
    }

    /// `==` compares the edges too, not only which nodes they join: one point resolving one dependency
    /// with another scope or lifespan makes another graph.
    @Test @MainActor func graphsDifferWhenAnEdgeHasAnotherScopeOrLifespan() {
        let read: @MainActor (Scope, Lifespan) -> Void = { _ = resolve(\.graphOnce, $0, $1) }
        let temporary = withDependencyGraph { read(.temporary, .local) }
        let shared = withDependencyGraph { read(.shared, .local) }
        let permanent = withDependencyGraph { read(.temporary, .permanent) }
        #expect(temporary != shared)
        #expect(temporary != permanent)
        #expect(withDependencyGraph { read(.temporary, .local) } == temporary)
    }

    /// `==` compares who asked by key path too: two defaults that share a name (`\.<String>` in a
    /// stripped Linux binary)
    /// asking for one dependency make graphs whose edges and renderings read the same, but differ.
    @Test @MainActor func graphsDifferWhenDefaultsThatShareANameAskedForOneDependency() {
        func graph(askedBy requester: KeyPath<DefaultValues, String>) -> DependencyGraph {
            var graph = DependencyGraph()
            graph.add(
                ResolutionEvent(
                    keyPath: "\\.host",
                    scope: .temporary,
                    lifespan: .local,
                    source: .defaultValue,
                    madeNewInstance: true,
                    fileID: "App/Endpoint.swift",
                    line: 3,
                    requestedBy: "\\.<String>",
                    context: .live
                ),
                key: DependencyKey(\DefaultValues.graphPrimaryHost),
                requestingKey: DependencyKey(requester)
            )
            return graph
        }
        let endpoint = graph(askedBy: \.graphEndpoint)
        let mirror = graph(askedBy: \.graphMirrorHost)
        #expect(endpoint.edges == mirror.edges)
        #expect(endpoint.mermaid == mirror.mermaid)
        #expect(endpoint != mirror)
        #expect(graph(askedBy: \.graphEndpoint) == endpoint)
    }
}
