import InjectTesting
import Testing

@testable import Inject

/// The dependency graph records who asked for what, in the recording's own frames only, and renders
/// as DOT and Mermaid.
@Suite(.injectionIsolated)
struct DependencyGraphTests {
    final class Feed {
        static let loaderSite = "InjectTestingTests/DependencyGraphTests.swift:\(#line + 1)"
        @Injected(\.graphLoader) var loader
        static let downloaderSite = "InjectTestingTests/DependencyGraphTests.swift:\(#line + 1)"
        @Injected(\.graphDownloader, .shared) var downloader
    }

    let loader = keyPathName(\DefaultValues.graphLoader)
    let downloader = keyPathName(\DefaultValues.graphDownloader)

    @Test @MainActor func edgesGoFromTheInjectionPointAndFromTheDefaultThatAsked() {
        let graph = withDependencyGraph { _ = Feed().loader }
        #expect(graph.contains(Feed.loaderSite, dependsOn: loader))
        #expect(graph.contains(loader, dependsOn: downloader))
        #expect(!graph.contains(Feed.downloaderSite, dependsOn: downloader))
        #expect(graph.dependencies == [downloader, loader])
        #expect(graph.edges.map(\.source) == [.defaultValue, .defaultValue])
    }

    @Test @MainActor func anEdgeSaysWhichLevelAndWhichContextSuppliedTheInstance() throws {
        let graph = withDependencyGraph {
            let feed = withInjected(\.graphDownloader, GraphDownloader("mock")) { Feed() }
            _ = feed.downloader
        }
        #expect(graph.edges.count == 1)
        let edge = try #require(graph.edges.first)
        #expect(edge.scope == .shared)
        #expect(edge.source == .frameOverride)
        #expect(edge.context == .test)
        #expect(
            edge.description
                == "\(Feed.downloaderSite) -> \(downloader) (shared, local, frameOverride, test)"
        )
    }

    @Test(arguments: 0..<20)
    @MainActor func aRecordingSeesOnlyItsOwnTestsResolutions(index: Int) async {
        let graph = await withDependencyGraph {
            for _ in 0...index % 3 {
                await Task.yield()
                _ = Feed().downloader
            }
        }
        // Other cases resolve the same point at the same time; each recording holds one edge, its own.
        #expect(graph.edges.count == 1)
    }

    /// A recording let go of without `stop()` stops: its observer no longer keeps the frame it was started
    /// in, nor stays registered for the rest of the process.
    @Test @MainActor func aRecordingLetGoOfStopsAndKeepsNoFrame() {
        weak var frame: InjectionFrame?
        withInjected({ _ in }) {
            frame = InjectionFrame.current
            _ = DefaultValues.recordDependencyGraph()
        }
        #expect(frame == nil)
    }

    /// Let go of on another thread, a recording stops when the main actor next runs: its observation
    /// is cancelled there, and lets go of the frame the recording was started in.
    @Test @MainActor func aRecordingLetGoOfOffTheMainActorStopsThere() async {
        weak var frame: InjectionFrame?
        let recording = Locked<DependencyGraphRecording?>(nil)
        withInjected({ _ in }) {
            frame = InjectionFrame.current
            let started = DefaultValues.recordDependencyGraph()
            recording.withLock { $0 = started }
        }
        #expect(frame != nil)
        await Task.detached { recording.withLock { $0 = nil } }.value
        for _ in 0..<1_000 where frame != nil {
            await Task.yield()
        }
        #expect(frame == nil)
    }

    @Test @MainActor func theGraphRendersAsDOTAndMermaid() {
        let graph = withDependencyGraph { _ = Feed().loader }
        let site = Feed.loaderSite
        // DOT doubles the backslash of `\.name`, which Graphviz would otherwise drop.
        func dotLabel(_ name: String) -> String {
            name.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\")
        }
        #expect(loader.hasPrefix("\\."))
        #expect(
            graph.dot == """
                digraph Inject {
                    rankdir=LR;
                    n1 [label="\(dotLabel(loader))", shape=ellipse];
                    n2 [label="\(dotLabel(downloader))", shape=ellipse];
                    n3 [label="\(site)", shape=box];
                    n1 -> n2 [label="temporary, local, defaultValue, test"];
                    n3 -> n1 [label="temporary, local, defaultValue, test"];
                }
                """
        )
        // Mermaid writes `<` and `>` (in `\.<Type>`, names in a stripped Linux binary) as entity codes.
        func mermaidLabel(_ name: String) -> String {
            name.split(separator: "<", omittingEmptySubsequences: false).joined(separator: "#lt;")
                .split(separator: ">", omittingEmptySubsequences: false).joined(separator: "#gt;")
        }
        #expect(
            graph.mermaid == """
                flowchart LR
                    n1(["\(mermaidLabel(loader))"]) -->|"temporary, local, defaultValue, test"| n2(["\(mermaidLabel(downloader))"])
                    n3["\(site)"] -->|"temporary, local, defaultValue, test"| n1
                """
        )
    }

    @Test @MainActor func keyPathsTellApartDependenciesThatShareAName() {
        final class Client {
            static let endpointSite = "InjectTestingTests/DependencyGraphTests.swift:\(#line + 1)"
            @Injected(\.graphEndpoint) var endpoint
            @Injected(\.graphMirrorHost) var mirror
        }
        let graph = withDependencyGraph {
            let client = Client()
            _ = (client.endpoint, client.mirror)
        }
        #expect(graph.contains(\.graphEndpoint, dependsOn: \.graphPrimaryHost))
        #expect(!graph.contains(\.graphEndpoint, dependsOn: \.graphMirrorHost))
        #expect(!graph.contains(\.graphMirrorHost, dependsOn: \.graphPrimaryHost))
        #expect(graph.contains(Client.endpointSite, dependsOn: \.graphEndpoint))
        #expect(!graph.contains(Client.endpointSite, dependsOn: \.graphMirrorHost))
    }

    /// `dependencies` lists each name where its first resolution finished, not its last: a dependency
    /// resolved again later, by a default, stays before those resolved in between.
    @Test @MainActor func dependenciesKeepTheOrderOfTheFirstResolutions() {
        let graph = withDependencyGraph {
            _ = Feed().downloader
            _ = resolve(\.graphOnce)
            _ = Feed().loader
        }
        #expect(graph.dependencies == [downloader, keyPathName(\DefaultValues.graphOnce), loader], "\(graph)")
    }

    /// `contains(_:dependsOn:)` with a site and a key path matches only resolutions asked for outside any
    /// default: the name of the default that asked, given as the requester, matches none.
    @Test @MainActor func aSiteAndAKeyPathMatchNoEdgeADefaultAskedFor() {
        let graph = withDependencyGraph { _ = Feed().loader }
        #expect(graph.contains(loader, dependsOn: downloader))
        #expect(graph.contains(\.graphLoader, dependsOn: \.graphDownloader))
        #expect(!graph.contains(loader, dependsOn: \.graphDownloader))
        #expect(graph.contains(Feed.loaderSite, dependsOn: \.graphLoader))
    }

    @Test @MainActor func aGraphDescribesItselfByItsEdges() {
        let graph = withDependencyGraph { _ = Feed().loader }
        #expect(String(describing: graph) == graph.edges.map(\.description).joined(separator: "\n"))
        #expect(String(describing: DependencyGraph()) == "DependencyGraph(no edges)")
    }

    /// Mermaid reads a label as HTML, so `\.<Optional<Int>>` (a name in a stripped Linux binary) would lose
    /// `<Optional<Int>>` as an unknown tag and show `\.`: the rendering writes the brackets as entity codes.
    @Test @MainActor func mermaidWritesAngleBracketsAsEntityCodes() {
        let graph = oneEdgeGraph(dependency: "\\.<Optional<Int>>", fileID: "App/Feed.swift")
        #expect(
            graph.mermaid == """
                flowchart LR
                    n1["App/Feed.swift:3"] -->|"temporary, local, defaultValue"| n2(["\\.#lt;Optional#lt;Int#gt;#gt;"])
                """
        )
    }

    /// Mermaid's entity codes begin with `#`, so a `#` in a file's name is written as a code too: read
    /// as it is, `#lt;` in `Feed#lt;3.swift` would show as `<`.
    @Test @MainActor func mermaidWritesAHashAsAnEntityCode() {
        let graph = oneEdgeGraph(dependency: "\\.feed", fileID: "App/Feed#lt;3.swift")
        #expect(graph.mermaid.contains(#"n1["App/Feed#35;lt;3.swift:3"]"#))
    }

    /// A double quote in a label would end Mermaid's quoted label early: it is written as an entity code.
    @Test @MainActor func mermaidWritesADoubleQuoteAsAnEntityCode() {
        let graph = oneEdgeGraph(dependency: "\\.feed", fileID: "App/Feed\"s.swift")
        #expect(graph.mermaid.contains(#"n1["App/Feed#quot;s.swift:3"]"#))
    }

    /// A double quote in a label would end DOT's quoted label early: it is escaped with a backslash,
    /// after the label's backslashes are doubled (in the other order the quote's own backslash would be
    /// doubled, and the quote would end the label).
    @Test @MainActor func dotEscapesADoubleQuoteAfterDoublingBackslashes() {
        let graph = oneEdgeGraph(dependency: #"\.feed"s"#, fileID: #"App/Feed"s.swift"#)
        #expect(graph.dot.contains(#"n1 [label="App/Feed\"s.swift:3", shape=box];"#), "\(graph.dot)")
        #expect(graph.dot.contains(#"n2 [label="\\.feed\"s", shape=ellipse];"#), "\(graph.dot)")
    }

    /// An observation that another test started (here, in a frame beside this test's, as another test's
    /// is) is that test's work: what its handler resolves while this test's dependencies resolve is not
    /// in this test's graph.
    @Test @MainActor func aRecordingDoesNotSeeWhatAnotherObservationsHandlerResolves() {
        let part = DependencyKey(\DefaultValues.graphObservedPart)
        let observation = InjectionFrame.$current.withValue(nil) {
            withInjected({ _ in }) {
                // `DefaultValues.observe`'s registration, with the keys its events do not hold.
                ResolutionObservation(
                    id: Resolver.addObserver { _, key, _ in
                        if key == part { _ = resolve(\.graphObserverLog) }
                    }
                )
            }
        }
        defer { observation.cancel() }
        let graph = withDependencyGraph { _ = resolve(\.graphObservedWhole) }

        #expect(!graph.contains(\.graphObservedWhole, dependsOn: \.graphObserverLog), "\(graph)")
        #expect(graph.edges.count == 2, "\(graph)")
    }

    // MARK: - What the doc comments of the graph say

    /// `Edge`: the same requester resolving the same dependency again adds nothing; another scope,
    /// lifespan, source or context adds an edge. A warm read adds nothing either.
    @Test @MainActor func anEdgeIsRecordedOnceAndAgainForAnotherScopeLifespanSourceOrContext() {
        final class Reader {
            @Injected(\.graphOnce) var value
        }
        let graph = withDependencyGraph {
            let read: @MainActor (Scope, Lifespan) -> Void = { _ = resolve(\.graphOnce, $0, $1) }
            read(.temporary, .local)
            read(.temporary, .local)
            read(.shared, .local)
            read(.temporary, .permanent)
            withInjected(\.graphOnce, "replaced") { read(.temporary, .local) }
            withInjected(context: .preview) { read(.temporary, .local) }
            let reader = Reader()
            _ = reader.value
            _ = reader.value
        }
        #expect(graph.edges.map(\.scope) == [.temporary, .shared, .temporary, .temporary, .temporary, .temporary])
        #expect(graph.edges.map(\.lifespan) == [.local, .local, .permanent, .local, .local, .local])
        #expect(
            graph.edges.map(\.source) == [
                .defaultValue, .defaultValue, .defaultValue, .frameOverride, .defaultValue, .defaultValue,
            ]
        )
        #expect(graph.edges.map(\.context) == [.test, .test, .test, .test, .preview, .test])
    }

    /// `Edge.requester`: a point read while a default runs is named by that default's dependency;
    /// `Edge.lifespan` of a lease-bound resolution is `.local`.
    @Test @MainActor func aPointReadWhileADefaultRunsIsNamedByTheDefaultAndALeaseBoundEdgeIsLocal() {
        let lease = Lease()
        let graph = withDependencyGraph {
            _ = resolve(\.graphMakesAReader)
            _ = resolve(\.graphLeased, .shared, until: lease)
        }
        #expect(graph.contains(\.graphMakesAReader, dependsOn: \.graphReadByAMadeObject))
        #expect(graph.edges.first?.requester == keyPathName(\DefaultValues.graphMakesAReader))
        #expect(graph.edges.last?.scope == .shared)
        #expect(graph.edges.last?.lifespan == .local)
    }

    /// `==`: the same edges recorded in another order make another graph; creating a consumer of
    /// `@Injected` properties resolves nothing, so its graph equals an empty one.
    @Test @MainActor func graphsDifferWhenTheirEdgesComeInAnotherOrder() {
        final class Reader {
            @Injected(\.graphFirst) var first
        }
        let readFirst: @MainActor () -> Void = { _ = resolve(\.graphFirst) }
        let readSecond: @MainActor () -> Void = { _ = resolve(\.graphSecond) }
        let forward = withDependencyGraph {
            readFirst()
            readSecond()
        }
        let backward = withDependencyGraph {
            readSecond()
            readFirst()
        }
        #expect(forward != backward)
        #expect(Set(forward.edges) == Set(backward.edges))
        #expect(
            withDependencyGraph {
                readFirst()
                readSecond()
            } == forward
        )
        #expect(withDependencyGraph { _ = Reader() } == DependencyGraph())
    }

    /// `DependencyGraphRecording.graph` is a value that can be read midway; after `stop()` it keeps what
    /// was recorded, and stopping again does nothing more.
    @Test @MainActor func aRecordingsGraphIsAValueAndAStoppedRecordingKeepsIt() {
        let recording = DefaultValues.recordDependencyGraph()
        _ = resolve(\.graphFirst)
        let early = recording.graph
        _ = resolve(\.graphSecond)
        #expect(early.edges.count == 1)
        #expect(recording.graph.edges.count == 2)
        recording.stop()
        _ = resolve(\.graphThird)
        recording.stop()
        #expect(recording.graph.edges.count == 2)
        #expect(early.edges.count == 1)
    }

    /// `withDependencyGraph`: the recording stops when `operation` returns, so a resolution left for a
    /// `Task` it starts is not in the graph; the `async` form can await such work.
    @Test @MainActor func aResolutionLeftForATaskIsNotInTheGraphUnlessTheAsyncFormAwaitsIt() async {
        var task: Task<Void, Never>?
        let graph = withDependencyGraph { task = Task { @MainActor in _ = resolve(\.graphLater) } }
        await task?.value
        #expect(graph.edges.isEmpty)
        let awaited = await withDependencyGraph { await Task { @MainActor in _ = resolve(\.graphLater) }.value }
        #expect(awaited.edges.count == 1)
    }

    /// Two dependencies of one type stay apart in the graph: an edge each, a node each in the renderings,
    /// and graphs that differ by key path differ. (Where a stripped Linux binary names both by their type,
    /// `\.<String>`, the edges and the renderings still keep them apart by key path.)
    @Test @MainActor func dependenciesThatShareANameStayApartInTheGraph() {
        let read: @MainActor (KeyPath<DefaultValues, String>) -> Void = { _ = resolve($0) }
        let both = withDependencyGraph {
            read(\.graphFirst)
            read(\.graphSecond)
        }
        let first = withDependencyGraph { read(\.graphFirst) }
        let second = withDependencyGraph { read(\.graphSecond) }
        #expect(both.edges.count == 2)
        #expect(both.mermaid.contains(" n3(["))
        #expect(first != second)
        #expect(both.dependencies == [keyPathName(\DefaultValues.graphFirst), keyPathName(\DefaultValues.graphSecond)])
        #expect(both.edges[0] != both.edges[1])
        #expect(first.mermaid != second.mermaid)
    }

    /// `ResolutionEvent.requestedBy` and `Edge.requester`: what a test trait's replacement resolves while
    /// it is made is asked for by the dependency it replaces.
    @Test(.injecting(\.traitBuilt, TraitBuilt.make()))
    @MainActor func whatATraitsValueResolvesIsAskedForByTheDependencyItReplaces() {
        let graph = withDependencyGraph { _ = resolve(\.traitBuilt) }
        #expect(graph.contains(\.traitBuilt, dependsOn: \.traitBuiltPart), "\(graph)")
    }

    /// A graph of one edge, a `.temporary` + `.local` default read at line 3 of `fileID`, for the tests of
    /// how the renderings write the characters of names.
    private func oneEdgeGraph(dependency: String, fileID: String) -> DependencyGraph {
        var graph = DependencyGraph()
        graph.add(
            ResolutionEvent(
                keyPath: dependency,
                scope: .temporary,
                lifespan: .local,
                source: .defaultValue,
                madeNewInstance: true,
                fileID: fileID,
                line: 3,
                requestedBy: nil,
                context: .live
            ),
            key: DependencyKey(\DefaultValues.graphDownloader),
            requestingKey: nil
        )
        return graph
    }
}
