import Benchmark
import Inject
import Swinject

// Scenario 4: a ten-level chain, A holds B holds … J, each level injected, resolved from the top.
//
// Each operation resolves the top, walks down to J (which resolves every level on the way), and
// releases the chain. The baseline constructs the same chain directly and walks it the same way.

extension DefaultValues {
    var chainA: ChainA { ChainA() }
    var chainB: ChainB { ChainB() }
    var chainC: ChainC { ChainC() }
    var chainD: ChainD { ChainD() }
    var chainE: ChainE { ChainE() }
    var chainF: ChainF { ChainF() }
    var chainG: ChainG { ChainG() }
    var chainH: ChainH { ChainH() }
    var chainI: ChainI { ChainI() }
    var chainJ: ChainJ { ChainJ() }
}

final class ChainA { @Injected(\.chainB) var b }
final class ChainB { @Injected(\.chainC) var c }
final class ChainC { @Injected(\.chainD) var d }
final class ChainD { @Injected(\.chainE) var e }
final class ChainE { @Injected(\.chainF) var f }
final class ChainF { @Injected(\.chainG) var g }
final class ChainG { @Injected(\.chainH) var h }
final class ChainH { @Injected(\.chainI) var i }
final class ChainI { @Injected(\.chainJ) var j }
final class ChainJ { let id = 10 }

// The same chain with `@Resolved`: each level resolves the next when it is made, in a main-actor default.
extension DefaultValues {
    @MainActor var eagerChainA: EagerChainA { EagerChainA() }
    @MainActor var eagerChainB: EagerChainB { EagerChainB() }
    @MainActor var eagerChainC: EagerChainC { EagerChainC() }
    @MainActor var eagerChainD: EagerChainD { EagerChainD() }
    @MainActor var eagerChainE: EagerChainE { EagerChainE() }
    @MainActor var eagerChainF: EagerChainF { EagerChainF() }
    @MainActor var eagerChainG: EagerChainG { EagerChainG() }
    @MainActor var eagerChainH: EagerChainH { EagerChainH() }
    @MainActor var eagerChainI: EagerChainI { EagerChainI() }
    var eagerChainJ: ChainJ { ChainJ() }
}

@MainActor final class EagerChainA { @Resolved(\.eagerChainB) var b }
@MainActor final class EagerChainB { @Resolved(\.eagerChainC) var c }
@MainActor final class EagerChainC { @Resolved(\.eagerChainD) var d }
@MainActor final class EagerChainD { @Resolved(\.eagerChainE) var e }
@MainActor final class EagerChainE { @Resolved(\.eagerChainF) var f }
@MainActor final class EagerChainF { @Resolved(\.eagerChainG) var g }
@MainActor final class EagerChainG { @Resolved(\.eagerChainH) var h }
@MainActor final class EagerChainH { @Resolved(\.eagerChainI) var i }
@MainActor final class EagerChainI { @Resolved(\.eagerChainJ) var j }

// The same chain written by hand with `lazy var`: each level makes the next on first read.
final class LazyChainA { lazy var b = LazyChainB() }
final class LazyChainB { lazy var c = LazyChainC() }
final class LazyChainC { lazy var d = LazyChainD() }
final class LazyChainD { lazy var e = LazyChainE() }
final class LazyChainE { lazy var f = LazyChainF() }
final class LazyChainF { lazy var g = LazyChainG() }
final class LazyChainG { lazy var h = LazyChainH() }
final class LazyChainH { lazy var i = LazyChainI() }
final class LazyChainI { lazy var j = LazyChainJ() }
final class LazyChainJ { let id = 10 }

// The same chain built by constructor injection, each default resolving the next level with
// `resolve(\.x)` (scenario 4b).
extension DefaultValues {
    var plainA: PlainA { PlainA(b: resolve(\.plainB)) }
    var plainB: PlainB { PlainB(c: resolve(\.plainC)) }
    var plainC: PlainC { PlainC(d: resolve(\.plainD)) }
    var plainD: PlainD { PlainD(e: resolve(\.plainE)) }
    var plainE: PlainE { PlainE(f: resolve(\.plainF)) }
    var plainF: PlainF { PlainF(g: resolve(\.plainG)) }
    var plainG: PlainG { PlainG(h: resolve(\.plainH)) }
    var plainH: PlainH { PlainH(i: resolve(\.plainI)) }
    var plainI: PlainI { PlainI(j: resolve(\.plainJ)) }
    var plainJ: PlainJ { PlainJ() }
}

/// The directly constructed chain (also what Swinject builds, by constructor injection). `Sendable`
/// because `DefaultValues.resolve` hands values across to a nonisolated default.
final class PlainA: Sendable {
    let b: PlainB
    init(b: PlainB) { self.b = b }
}
final class PlainB: Sendable {
    let c: PlainC
    init(c: PlainC) { self.c = c }
}
final class PlainC: Sendable {
    let d: PlainD
    init(d: PlainD) { self.d = d }
}
final class PlainD: Sendable {
    let e: PlainE
    init(e: PlainE) { self.e = e }
}
final class PlainE: Sendable {
    let f: PlainF
    init(f: PlainF) { self.f = f }
}
final class PlainF: Sendable {
    let g: PlainG
    init(g: PlainG) { self.g = g }
}
final class PlainG: Sendable {
    let h: PlainH
    init(h: PlainH) { self.h = h }
}
final class PlainH: Sendable {
    let i: PlainI
    init(i: PlainI) { self.i = i }
}
final class PlainI: Sendable {
    let j: PlainJ
    init(j: PlainJ) { self.j = j }
}
final class PlainJ: Sendable { let id = 10 }

@MainActor
private let chainContainer: Container = {
    let container = Container()
    container.register(PlainJ.self) { _ in PlainJ() }
    container.register(PlainI.self) { r in PlainI(j: r.resolve(PlainJ.self)!) }
    container.register(PlainH.self) { r in PlainH(i: r.resolve(PlainI.self)!) }
    container.register(PlainG.self) { r in PlainG(h: r.resolve(PlainH.self)!) }
    container.register(PlainF.self) { r in PlainF(g: r.resolve(PlainG.self)!) }
    container.register(PlainE.self) { r in PlainE(f: r.resolve(PlainF.self)!) }
    container.register(PlainD.self) { r in PlainD(e: r.resolve(PlainE.self)!) }
    container.register(PlainC.self) { r in PlainC(d: r.resolve(PlainD.self)!) }
    container.register(PlainB.self) { r in PlainB(c: r.resolve(PlainC.self)!) }
    container.register(PlainA.self) { r in PlainA(b: r.resolve(PlainB.self)!) }
    return container
}()

func registerChainBenchmarks() {
    let fromTheTop = "4 Ten-level chain, resolved from the top"
    let throughResolve = "4b Ten-level chain, built through resolve(\\.x) in defaults"

    // The hand-written chain and Swinject's do the same work in both scenarios; each scenario registers
    // them under its own name, because a ratio compares medians within one scenario.
    for group in [fromTheTop, throughResolve] {
        registerChainBaselineAndPeer(group: group)
    }

    mainActorBenchmark("\(fromTheTop) | Inject .temporary/.local") { benchmark in
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations {
            let top = resolve(\.chainA)
            fold(&checksum, top.b.c.d.e.f.g.h.i.j)
        }
        blackHole(checksum)
    }

    mainActorBenchmark("\(fromTheTop) | Inject @Resolved .temporary/.local") { benchmark in
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations {
            let top = resolve(\.eagerChainA)
            fold(&checksum, top.b.c.d.e.f.g.h.i.j)
        }
        blackHole(checksum)
    }

    mainActorBenchmark("\(fromTheTop) | hand-written lazy var") { benchmark in
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations {
            // `opaque`, as in the baseline, keeps the optimizer from promoting the chain to the stack.
            let top = opaque(LazyChainA())
            fold(&checksum, top.b.c.d.e.f.g.h.i.j)
        }
        blackHole(checksum)
    }

    mainActorBenchmark("\(throughResolve) | Inject .temporary/.local") { benchmark in
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations {
            let top = resolve(\.plainA)
            fold(&checksum, top.b.c.d.e.f.g.h.i.j)
        }
        blackHole(checksum)
    }

    // swift-dependencies cannot express it: each key has one cached value, not one per consumer.
}

/// The chain built by hand, and by Swinject with constructor injection, under `group`.
private func registerChainBaselineAndPeer(group: String) {
    mainActorBenchmark("\(group) | baseline: direct construction") { benchmark in
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations {
            // `opaque` keeps the optimizer from promoting the chain to the stack or skipping the walk.
            let top = opaque(
                PlainA(
                    b: PlainB(c: PlainC(d: PlainD(e: PlainE(f: PlainF(g: PlainG(h: PlainH(i: PlainI(j: PlainJ()))))))))
                )
            )
            fold(&checksum, top.b.c.d.e.f.g.h.i.j)
        }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Swinject resolve, .graph") { benchmark in
        let container = chainContainer
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations {
            let top = container.resolve(PlainA.self)!
            fold(&checksum, top.b.c.d.e.f.g.h.i.j)
        }
        blackHole(checksum)
    }
}
