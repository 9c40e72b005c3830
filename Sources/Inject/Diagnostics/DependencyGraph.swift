/// What resolved what: the dependencies an app or a test resolved, who asked for each, and how.
///
/// Record one with ``DefaultValues/recordDependencyGraph(fileID:line:)`` (or `withDependencyGraph` in
/// `InjectTesting`), then assert on its ``edges`` or paste its ``dot`` or ``mermaid`` rendering into a
/// viewer or a pull request. Each edge goes from whoever asked (an injection point, by its file and
/// line, or the dependency whose default resolved another) to the dependency, labelled with the scope,
/// the lifespan, the level that supplied the instance and, outside the live context, the context.
///
/// ```swift
/// let recording = DefaultValues.recordDependencyGraph()
/// _ = FeedModel().loader
/// print(recording.graph.mermaid)
/// // flowchart LR
/// //     n1(["\.feedLoader"]) -->|"temporary, local, defaultValue"| n2(["\.imageDownloader"])
/// //     n3["MyApp/FeedModel.swift:3"] -->|"temporary, local, defaultValue"| n1
/// ```
///
/// In a Linux binary stripped of its symbol table a dependency reads `\.<Type>` (see <doc:Pitfalls>); two
/// dependencies of the same type still get nodes of their own in the renderings there, but one name in
/// ``dependencies``.
///
/// To tell dependencies apart, a graph holds the key path of each dependency it names, and so the
/// argument of a subscript's key path (an object, and what it captured) for as long as it is kept.
public struct DependencyGraph: Sendable, Equatable {
    /// One "asked for" relation: `requester` resolved `dependency`.
    ///
    /// A graph holds each edge once: the same requester resolving the same dependency again adds
    /// nothing, but with another scope, lifespan, source or context it adds an edge. Edges compare by
    /// their names, so in a stripped Linux binary two dependencies of one type can give equal edges; the
    /// graph still keeps them apart, and its `contains(_:dependsOn:)` with key paths asks by identity.
    ///
    /// ```swift
    /// let edge = try #require(withDependencyGraph { _ = FeedModel().loader }.edges.last)
    /// #expect(edge.scope == .temporary && edge.source == .defaultValue)
    /// ```
    public struct Edge: Sendable, Hashable, CustomStringConvertible {
        /// Who asked: an injection point or `resolve` call as `Module/File.swift:line`, or the key path of
        /// the dependency whose default asked.
        ///
        /// A point's line is that of its declaration, not of the read that resolved it. A `resolve` call
        /// in a default, or a point read while the default runs, is named by the default's dependency,
        /// as ``dependency`` names it, with the leading `\.` that a file never has.
        ///
        /// ```swift
        /// let askedByDefaults = graph.edges.filter { $0.requester.hasPrefix("\\.") }
        /// ```
        public let requester: String
        /// The dependency resolved, by key path.
        ///
        /// The name that ``ResolutionEvent/keyPath`` gives it, which the renderings show: in a stripped
        /// Linux binary a dependency other than Inject's built-in ones reads as its value's type,
        /// `\.<ImageDownloading>`.
        ///
        /// ```swift
        /// let requesters = graph.edges.filter { $0.dependency == "\\.imageDownloader" }.map(\.requester)
        /// ```
        public let dependency: String
        /// The scope of the injection point or call.
        ///
        /// As the requester wrote it: a dependency that one point asks for `.shared` and another
        /// `.temporary` has an edge for each.
        ///
        /// ```swift
        /// let sharedDependencies = Set(graph.edges.filter { $0.scope == .shared }.map(\.dependency))
        /// ```
        public let scope: Scope
        /// The lifespan of the injection point or call; `.local` for a point bound to a ``Lease``, which
        /// the graph does not show.
        ///
        /// `.permanent` marks an instance that the storage of the point's frame keeps beyond the consumer
        /// that asked for it.
        ///
        /// ```swift
        /// #expect(!graph.edges.contains { $0.lifespan == .permanent })   // nothing outlives the screen
        /// ```
        public let lifespan: Lifespan
        /// The level that supplied the instance.
        ///
        /// As in ``ResolutionEvent/source``: never ``ValueSource/injectionPoint``, since a value given to
        /// the point itself is not resolved. In a test, a `.defaultValue` edge is a declared default that
        /// the test did not replace.
        ///
        /// ```swift
        /// #expect(graph.edges.allSatisfy { $0.source != .defaultValue })   // the test replaced them all
        /// ```
        public let source: ValueSource
        /// The context the resolution ran in.
        ///
        /// The context of the frame the point resolved in, else the process's. The label of an edge, in
        /// ``description`` and the renderings, names it only when it is not `.live`.
        ///
        /// ```swift
        /// #expect(graph.edges.allSatisfy { $0.context == .test })
        /// ```
        public let context: InjectionContext
        /// Whether the requester asked from inside its asynchronous making (an ``AsyncDefault``'s),
        /// after an await, rather than from its default.
        ///
        /// The label of such an edge, in ``description`` and the renderings, ends with `async`.
        ///
        /// ```swift
        /// let awaited = graph.edges.filter(\.isAsync).map(\.dependency)
        /// ```
        public let isAsync: Bool

        /// The requester, the dependency and the label, on one line.
        ///
        /// The label, in parentheses, is the one the ``DependencyGraph/dot`` and
        /// ``DependencyGraph/mermaid`` renderings put on the arrow: the scope, the lifespan, the source,
        /// the context unless it is `.live`, and `async` for an edge from an asynchronous making.
        ///
        /// ```swift
        /// for edge in graph.edges { logger.debug("\(edge)") }
        /// // MyApp/FeedModel.swift:3 -> \.feedLoader (temporary, local, defaultValue)
        /// ```
        public var description: String { "\(requester) -> \(dependency) (\(label))" }

        /// Scope, lifespan, source, the context when it is not `.live`, and `async` for a making's edge.
        var label: String {
            let parts =
                ["\(scope)", "\(lifespan)", "\(source)"] + (context == .live ? [] : ["\(context)"])
                + (isAsync ? ["async"] : [])
            return parts.joined(separator: ", ")
        }
    }

    /// Where a node comes from: an injection point's location, or a dependency's identity.
    enum NodeKey: Hashable {
        case site(String)
        case dependency(DependencyKey)
    }

    /// The edges, in the order of their first resolution, each once.
    ///
    /// A resolution adds its edge when it finishes, so an edge from a dependency's default comes before
    /// the edge into that dependency. Warm reads are not resolutions and add nothing.
    ///
    /// ```swift
    /// let graph = withDependencyGraph { _ = FeedModel().loader }
    /// #expect(graph.edges.count == 2)   // \.feedLoader to \.imageDownloader, then the point to \.feedLoader
    /// ```
    public private(set) var edges: [Edge] = []
    /// The node keys of each edge's two ends, for rendering, in step with ``edges``.
    private var ends: [(from: NodeKey, to: NodeKey)] = []

    /// An empty graph.
    ///
    /// Edges come only from a recording (``DefaultValues/recordDependencyGraph(fileID:line:)``, or
    /// `withDependencyGraph` in `InjectTesting`): an empty graph is what a recorded one is compared with
    /// when nothing should have resolved, or the value of a property before a recording fills it.
    ///
    /// ```swift
    /// let graph = DependencyGraph()   // no edges until events are added
    /// ```
    public init() {}

    /// Whether `requester` asked for `dependency`, with any scope, lifespan and source, by their names.
    ///
    /// Names are what the renderings show. Where a name can stand for several dependencies (in a stripped
    /// Linux binary a dependency reads `\.<Type>`), ask with key paths instead:
    /// ``contains(_:dependsOn:)-(KeyPath<DefaultValues,Requester>,KeyPath<DefaultValues,Dependency>)``.
    ///
    /// ```swift
    /// #expect(graph.contains("\\.feedLoader", dependsOn: "\\.imageDownloader"))
    /// ```
    ///
    /// - Parameters:
    ///   - requester: An injection point as `Module/File.swift:line`, or a dependency's key path name.
    ///   - dependency: The dependency's key path name.
    /// - Returns: Whether the graph has such an edge.
    public func contains(_ requester: String, dependsOn dependency: String) -> Bool {
        edges.contains { $0.requester == requester && $0.dependency == dependency }
    }

    /// Whether the default of `requester` resolved `dependency`, with any scope, lifespan and source.
    ///
    /// Dependencies are compared by key path, not by name, so this holds on every platform, also where
    /// two dependencies of one type share a name (`\.<Type>` in a stripped Linux binary).
    ///
    /// ```swift
    /// #expect(graph.contains(\.feedLoader, dependsOn: \.imageDownloader))
    /// ```
    ///
    /// - Parameters:
    ///   - requester: The dependency whose default asked.
    ///   - dependency: The dependency it resolved.
    /// - Returns: Whether the graph has such an edge.
    public func contains<Requester, Dependency>(
        _ requester: KeyPath<DefaultValues, Requester>,
        dependsOn dependency: KeyPath<DefaultValues, Dependency>
    ) -> Bool {
        contains(from: .dependency(DependencyKey(requester)), to: DependencyKey(dependency))
    }

    /// Whether the injection point or `resolve` call at `requester` resolved `dependency`, with any scope,
    /// lifespan and source.
    ///
    /// Only resolutions asked for outside any default match: a `resolve` call in a default, or a point
    /// read while a default runs, has that default's dependency as its requester, which
    /// ``contains(_:dependsOn:)-(KeyPath<DefaultValues,Requester>,KeyPath<DefaultValues,Dependency>)``
    /// asks about. A point's line is that of its declaration.
    ///
    /// ```swift
    /// #expect(graph.contains("MyApp/FeedModel.swift:3", dependsOn: \.feedLoader))
    /// ```
    ///
    /// - Parameters:
    ///   - requester: The injection point or call, as `Module/File.swift:line`.
    ///   - dependency: The dependency it resolved.
    /// - Returns: Whether the graph has such an edge.
    public func contains<Dependency>(
        _ requester: String,
        dependsOn dependency: KeyPath<DefaultValues, Dependency>
    ) -> Bool {
        contains(from: .site(requester), to: DependencyKey(dependency))
    }

    /// Whether an edge goes from the node `from` to the dependency `to`.
    private func contains(from: NodeKey, to: DependencyKey) -> Bool {
        ends.contains { $0.from == from && $0.to == .dependency(to) }
    }

    /// The key path names of every dependency resolved, in the order their first resolutions finished: a
    /// resolution finishes after those its default makes, so a dependency that its first resolution built
    /// from others comes after them.
    ///
    /// Each name once, however many requesters asked for it and whichever level supplied it. In a
    /// stripped Linux binary a name other than a built-in dependency's is its type's (`\.<FeedLoader>`),
    /// so a check like this one fails there, and two dependencies of one type make one entry; ask with
    /// ``contains(_:dependsOn:)-(KeyPath<DefaultValues,Requester>,KeyPath<DefaultValues,Dependency>)`` for
    /// a check that passes everywhere.
    ///
    /// ```swift
    /// #expect(graph.dependencies == ["\\.imageDownloader", "\\.feedLoader"])
    /// ```
    public var dependencies: [String] {
        var seen = Set<String>()
        return edges.map(\.dependency).filter { seen.insert($0).inserted }
    }

    /// The dependencies the graph holds, by key path, each once, in the order of their first resolution:
    /// what InjectTesting's dependency check resolves in every context.
    package var dependencyKeys: [DependencyKey] {
        var seen = Set<DependencyKey>()
        return ends.compactMap { if case .dependency(let key) = $0.to { key } else { nil } }
            .filter { seen.insert($0).inserted }
    }

    /// Adds the edge that `event` describes, unless the graph has it already: from the dependency
    /// `requestingKey`, or the event's site if no default asked, to the dependency `key`.
    mutating func add(_ event: ResolutionEvent, key: DependencyKey, requestingKey: DependencyKey?) {
        let requester = event.requestedBy ?? "\(event.fileID):\(event.line)"
        let from = requestingKey.map(NodeKey.dependency) ?? .site(requester)
        let edge = Edge(
            requester: requester,
            dependency: event.keyPath,
            scope: event.scope,
            lifespan: event.lifespan,
            source: event.source,
            context: event.context,
            isAsync: event.requestedByAsyncMaking
        )
        let to = NodeKey.dependency(key)
        guard !zip(edges, ends).contains(where: { $0 == edge && $1.from == from && $1.to == to }) else { return }
        edges.append(edge)
        ends.append((from, to))
    }

    /// The graph in Graphviz DOT, for `dot -Tsvg` or any DOT viewer.
    ///
    /// Injection points are boxes, dependencies are ellipses.
    ///
    /// ```swift
    /// try graph.dot.write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// ```
    public var dot: String {
        let names = nodeNames()
        var lines = ["digraph Inject {", "    rankdir=LR;"]
        for (key, name) in names.ordered {
            let shape = if case .site = key { "box" } else { "ellipse" }
            lines.append("    \(name.id) [label=\(quoted(name.label)), shape=\(shape)];")
        }
        for (edge, end) in zip(edges, ends) {
            lines.append("    \(names.id(end.from)) -> \(names.id(end.to)) [label=\(quoted(edge.label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart, which GitHub renders in Markdown.
    ///
    /// Mermaid reads labels as HTML, so quotes and angle brackets (`\.<Type>`, a dependency's name in a
    /// stripped Linux binary) are written as its entity codes, `#quot;`, `#lt;` and `#gt;`, which it shows as the
    /// characters; a `#` (in a file's name) is written `#35;`.
    ///
    /// ```swift
    /// print("```mermaid\n\(graph.mermaid)\n```")
    /// ```
    public var mermaid: String {
        let names = nodeNames()
        var declared = Set<NodeKey>()
        var lines = ["flowchart LR"]
        func node(_ key: NodeKey) -> String {
            let id = names.id(key)
            guard declared.insert(key).inserted else { return id }
            // Mermaid reads a label as HTML: `<Type>` in `\.<Type>`, a name in a stripped Linux binary, would be
            // an unknown tag, dropped with the type's name. Entity codes show the characters instead.
            // `#` first, since each code begins with one: a file name's `#` would otherwise start a code.
            let label = names.label(key).replacingEvery("#", with: "#35;").replacingEvery("\"", with: "#quot;")
                .replacingEvery("<", with: "#lt;").replacingEvery(">", with: "#gt;")
            return if case .site = key { "\(id)[\"\(label)\"]" } else { "\(id)([\"\(label)\"])" }
        }
        for (edge, end) in zip(edges, ends) {
            lines.append("    \(node(end.from)) -->|\"\(edge.label)\"| \(node(end.to))")
        }
        return lines.joined(separator: "\n")
    }

    /// Short identifiers and labels for every node, in the order nodes first appear.
    private func nodeNames() -> NodeNames {
        var names = NodeNames()
        for (edge, end) in zip(edges, ends) {
            names.add(end.from, label: edge.requester)
            names.add(end.to, label: edge.dependency)
        }
        return names
    }

    /// `text` as a DOT string. Graphviz reads a backslash in a label as an escape (it shows `\.feed` as
    /// `.feed`), so backslashes are doubled before quotes are escaped.
    private func quoted(_ text: String) -> String {
        "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
    }

    /// Whether two graphs have the same edges between the same dependencies, in the same order.
    ///
    /// The same edges recorded in another order make a different graph. Dependencies are compared by
    /// key path, not by name, so graphs whose renderings read the same can differ where two dependencies
    /// share a name (in a stripped Linux binary).
    ///
    /// ```swift
    /// #expect(withDependencyGraph { _ = FeedModel() } == DependencyGraph())   // nothing resolved yet
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: A graph.
    ///   - rhs: Another graph.
    /// - Returns: Whether they are the same.
    public static func == (lhs: DependencyGraph, rhs: DependencyGraph) -> Bool {
        lhs.edges == rhs.edges && lhs.ends.elementsEqual(rhs.ends) { $0.from == $1.from && $0.to == $1.to }
    }
}

extension DependencyGraph: CustomStringConvertible {
    /// The edges, one a line, as a failed expectation shows the graph.
    ///
    /// Each line is an ``Edge``'s description: requester, arrow, dependency, and the label the renderings
    /// put on the arrow. An empty graph reads `DependencyGraph(no edges)`.
    ///
    /// ```swift
    /// print(graph)   // MyApp/FeedModel.swift:3 -> \.feedLoader (temporary, local, defaultValue)
    /// ```
    public var description: String {
        edges.isEmpty ? "DependencyGraph(no edges)" : edges.map(\.description).joined(separator: "\n")
    }
}

/// The identifiers (`n1`, `n2`, …) and labels of a graph's nodes.
private struct NodeNames {
    private(set) var ordered: [(key: DependencyGraph.NodeKey, name: (id: String, label: String))] = []
    private var index: [DependencyGraph.NodeKey: Int] = [:]

    mutating func add(_ key: DependencyGraph.NodeKey, label: String) {
        guard index[key] == nil else { return }
        index[key] = ordered.count
        ordered.append((key, ("n\(ordered.count + 1)", label)))
    }

    func id(_ key: DependencyGraph.NodeKey) -> String { ordered[index[key]!].name.id }
    func label(_ key: DependencyGraph.NodeKey) -> String { ordered[index[key]!].name.label }
}

extension String {
    /// This string with every `character` replaced (`String.replacing(_:with:)` needs macOS 13).
    fileprivate func replacingEvery(_ character: Character, with replacement: String) -> String {
        split(separator: character, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
