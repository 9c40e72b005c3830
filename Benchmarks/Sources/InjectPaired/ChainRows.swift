import Inject

// Rows 4 and 4b of issue 12: a ten-level chain of dependencies, made, walked to its end and released.
// Row 4's levels are `@Resolved` consumers made by main-actor defaults; row 4b's are built by
// constructor injection, each default calling `resolve(\.next)`. The baseline constructs the chain
// directly. The fixtures mirror InjectBenchmarks'.

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

@MainActor final class EagerNode1 { @Resolved(\.eagerNode2) var next }
@MainActor final class EagerNode2 { @Resolved(\.eagerNode3) var next }
@MainActor final class EagerNode3 { @Resolved(\.eagerNode4) var next }
@MainActor final class EagerNode4 { @Resolved(\.eagerNode5) var next }
@MainActor final class EagerNode5 { @Resolved(\.eagerNode6) var next }
@MainActor final class EagerNode6 { @Resolved(\.eagerNode7) var next }
@MainActor final class EagerNode7 { @Resolved(\.eagerNode8) var next }
@MainActor final class EagerNode8 { @Resolved(\.eagerNode9) var next }
@MainActor final class EagerNode9 { @Resolved(\.eagerNode10) var next }

extension DefaultValues {
    @MainActor var eagerNode1: EagerNode1 { EagerNode1() }
    @MainActor var eagerNode2: EagerNode2 { EagerNode2() }
    @MainActor var eagerNode3: EagerNode3 { EagerNode3() }
    @MainActor var eagerNode4: EagerNode4 { EagerNode4() }
    @MainActor var eagerNode5: EagerNode5 { EagerNode5() }
    @MainActor var eagerNode6: EagerNode6 { EagerNode6() }
    @MainActor var eagerNode7: EagerNode7 { EagerNode7() }
    @MainActor var eagerNode8: EagerNode8 { EagerNode8() }
    @MainActor var eagerNode9: EagerNode9 { EagerNode9() }
    var eagerNode10: Node10 { Node10() }
}

/// A value the optimizer cannot see through, so that it builds the hand-written chain on the heap and
/// walks it, as the harness's baseline does.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

extension Pairing {
    /// Rows 4 and 4b: the chain made through Inject, against the chain constructed directly.
    func compareChains() {
        compare(
            "4 Ten-level chain of @Resolved consumers made by main-actor defaults (target ≤ 1.5×)",
            [
                ("baseline: direct construction", { $0.chains(of: directChain) }),
                (
                    "Inject @Resolved",
                    { $0.chains { resolve(\.eagerNode1).next.next.next.next.next.next.next.next.next } }
                ),
            ]
        )
        compare(
            "4b Ten-level chain built through resolve(\\.x) in defaults (target ≤ 1.5×)",
            [
                ("baseline: direct construction", { $0.chains(of: directChain) }),
                (
                    "Inject resolve(\\.x)",
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
