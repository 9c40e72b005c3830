import Inject

// Row 6 of the budget table (Benchmarks/README.md): a ten-level chain of dependencies, made, walked to
// its end and released. Its levels are built by constructor injection, each default calling
// `resolve(\.next)`. The baseline constructs the chain directly. The fixtures mirror InjectBenchmarks'.

final class Node1: Sendable {
    let next: Node2
    init(next: Node2) { self.next = next }
}
final class Node2: Sendable {
    let next: Node3
    init(next: Node3) { self.next = next }
}
final class Node3: Sendable {
    let next: Node4
    init(next: Node4) { self.next = next }
}
final class Node4: Sendable {
    let next: Node5
    init(next: Node5) { self.next = next }
}
final class Node5: Sendable {
    let next: Node6
    init(next: Node6) { self.next = next }
}
final class Node6: Sendable {
    let next: Node7
    init(next: Node7) { self.next = next }
}
final class Node7: Sendable {
    let next: Node8
    init(next: Node8) { self.next = next }
}
final class Node8: Sendable {
    let next: Node9
    init(next: Node9) { self.next = next }
}
final class Node9: Sendable {
    let next: Node10
    init(next: Node10) { self.next = next }
}
final class Node10: Sendable {}

extension DefaultValues {
    var pairedNode1: Node1 { Node1(next: resolve(\.pairedNode2)) }
    var pairedNode2: Node2 { Node2(next: resolve(\.pairedNode3)) }
    var pairedNode3: Node3 { Node3(next: resolve(\.pairedNode4)) }
    var pairedNode4: Node4 { Node4(next: resolve(\.pairedNode5)) }
    var pairedNode5: Node5 { Node5(next: resolve(\.pairedNode6)) }
    var pairedNode6: Node6 { Node6(next: resolve(\.pairedNode7)) }
    var pairedNode7: Node7 { Node7(next: resolve(\.pairedNode8)) }
    var pairedNode8: Node8 { Node8(next: resolve(\.pairedNode9)) }
    var pairedNode9: Node9 { Node9(next: resolve(\.pairedNode10)) }
    var pairedNode10: Node10 { Node10() }
}

/// A value the optimizer cannot see through, so that it builds the hand-written chain on the heap and
/// walks it, as the harness's baseline does.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

extension Pairing {
    /// Row 6: the chain made through Inject, against the chain constructed directly.
    func compareChains() {
        compare(
            "6 Ten-level chain through resolve(\\.x) in defaults",
            [
                ("baseline: direct construction", { $0.chains(of: directChain) }),
                (
                    "Inject resolve(\\.x) (budget ≤ 2×)",
                    { $0.chains { resolve(\.pairedNode1).next.next.next.next.next.next.next.next.next } }
                ),
            ]
        )
    }

    /// Times making `batch` chains, each walked to its last level by `walk` and released.
    @inline(__always)
    private func chains(of walk: () -> Node10) -> Duration {
        var checksum: UInt = 0
        let time = timed { _ in fold(&checksum, walk()) }
        Self.sink &+= checksum
        return time
    }
}

/// The chain constructed directly, walked to its last level.
@inline(__always)
private func directChain() -> Node10 {
    let top = opaque(
        Node1(
            next: Node2(
                next: Node3(
                    next: Node4(next: Node5(next: Node6(next: Node7(next: Node8(next: Node9(next: Node10()))))))
                )
            )
        )
    )
    return top.next.next.next.next.next.next.next.next.next
}
