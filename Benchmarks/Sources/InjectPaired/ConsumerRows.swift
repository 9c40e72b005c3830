import Inject

// Rows 1 to 5 of the budget table (Benchmarks/README.md): reading a resolved property, and creating
// consumers. Each row times its hand-written baseline, the eager forms (`@Resolved`, and `resolve` in an
// initializer where the row has one) and `@Injected`, read once; each subject's budget is in its name.

final class Service: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

extension DefaultValues {
    var pairedLocal: Service { Service(id: 0) }
    var pairedShared: Service { Service(id: 0) }
    var pairedFive1: Service { Service(id: 1) }
    var pairedFive2: Service { Service(id: 2) }
    var pairedFive3: Service { Service(id: 3) }
    var pairedFive4: Service { Service(id: 4) }
    var pairedFive5: Service { Service(id: 5) }
}

final class PlainConsumer {
    let service: Service
    init(service: Service) { self.service = service }
}

final class LazyConsumer {
    lazy var service = Service(id: 0)
}

@MainActor final class ResolvedLocal { @Resolved(\.pairedLocal) var service }
@MainActor final class ResolvedShared { @Resolved(\.pairedShared, .shared, .permanent) var service }
final class InjectedLocal { @Injected(\.pairedLocal) var service }
final class InjectedShared { @Injected(\.pairedShared, .shared, .permanent) var service }

/// Constructor injection: the consumer's initializer resolves its default argument.
final class ConstructorLocal {
    let service: Service
    @MainActor init(service: Service = resolve(\.pairedLocal)) { self.service = service }
}

final class ConstructorShared {
    let service: Service
    @MainActor init(service: Service = resolve(\.pairedShared, .shared, .permanent)) { self.service = service }
}

final class FivePlain {
    let one, two, three, four, five: Service
    init(_ one: Service, _ two: Service, _ three: Service, _ four: Service, _ five: Service) {
        (self.one, self.two, self.three, self.four, self.five) = (one, two, three, four, five)
    }
}

@MainActor final class FiveResolvedNew {
    @Resolved(\.pairedFive1) var one
    @Resolved(\.pairedFive2) var two
    @Resolved(\.pairedFive3) var three
    @Resolved(\.pairedFive4) var four
    @Resolved(\.pairedFive5) var five
}

final class FiveInjectedNew {
    @Injected(\.pairedFive1) var one
    @Injected(\.pairedFive2) var two
    @Injected(\.pairedFive3) var three
    @Injected(\.pairedFive4) var four
    @Injected(\.pairedFive5) var five
}

@MainActor final class FiveResolvedShared {
    @Resolved(\.pairedFive1, .shared, .permanent) var one
    @Resolved(\.pairedFive2, .shared, .permanent) var two
    @Resolved(\.pairedFive3, .shared, .permanent) var three
    @Resolved(\.pairedFive4, .shared, .permanent) var four
    @Resolved(\.pairedFive5, .shared, .permanent) var five
}

final class FiveInjectedShared {
    @Injected(\.pairedFive1, .shared, .permanent) var one
    @Injected(\.pairedFive2, .shared, .permanent) var two
    @Injected(\.pairedFive3, .shared, .permanent) var three
    @Injected(\.pairedFive4, .shared, .permanent) var four
    @Injected(\.pairedFive5, .shared, .permanent) var five
}

extension Pairing {
    func compareWarmRead() {
        let existing = Service(id: 0)
        let plain = (0..<batch).map { _ in PlainConsumer(service: existing) }
        let resolved = (0..<batch).map { _ in ResolvedShared() }
        compare(
            "1 Read a resolved property",
            [
                ("baseline: a stored let", { $0.read { plain[$0].service } }),
                ("Inject @Resolved (budget ≤ 1.1×)", { $0.read { resolved[$0].service } }),
            ]
        )
        let lazy = (0..<batch).map { _ in LazyConsumer() }
        let injected = (0..<batch).map { _ in InjectedShared() }
        for index in 0..<batch { _ = (lazy[index].service, injected[index].service) }
        compare(
            "1 Read a resolved property, against a lazy var",
            [
                ("baseline: a lazy var, initialized", { $0.read { lazy[$0].service } }),
                ("Inject @Injected (budget ≤ 1.2×)", { $0.read { injected[$0].service } }),
            ]
        )
    }

    func compareCreateAndRead() {
        compare(
            "2 Create a consumer and get one new instance",
            [
                (
                    "baseline: a stored let of a new instance",
                    { $0.created(PlainConsumer(service: Service(id: 0))) { fold(&$1, $0.service) } }
                ),
                ("Inject @Resolved (budget ≤ 3×)", { $0.created(ResolvedLocal()) { fold(&$1, $0.service) } }),
                ("Inject resolve (budget ≤ 3×)", { $0.created(ConstructorLocal()) { fold(&$1, $0.service) } }),
                ("Inject @Injected (budget ≤ 4×)", { $0.created(InjectedLocal()) { fold(&$1, $0.service) } }),
            ]
        )
        let existing = Service(id: 0)
        _ = ResolvedShared()
        compare(
            "3 Create a consumer of an existing .shared instance",
            [
                (
                    "baseline: a stored let of the existing instance",
                    { $0.created(PlainConsumer(service: existing)) { fold(&$1, $0.service) } }
                ),
                ("Inject @Resolved (budget ≤ 3×)", { $0.created(ResolvedShared()) { fold(&$1, $0.service) } }),
                ("Inject resolve (budget ≤ 3×)", { $0.created(ConstructorShared()) { fold(&$1, $0.service) } }),
                ("Inject @Injected (budget ≤ 4.5×)", { $0.created(InjectedShared()) { fold(&$1, $0.service) } }),
            ]
        )
    }

    func compareFiveProperties() {
        compare(
            "4 Five new instances, all read",
            [
                (
                    "baseline: five made",
                    {
                        $0.created(
                            FivePlain(Service(id: 1), Service(id: 2), Service(id: 3), Service(id: 4), Service(id: 5)),
                            read: readFive
                        )
                    }
                ),
                ("Inject @Resolved (budget ≤ 3.5×)", { $0.created(FiveResolvedNew(), read: readFive) }),
                ("Inject @Injected (budget ≤ 5×)", { $0.created(FiveInjectedNew(), read: readFive) }),
            ]
        )
        let services = (1...5).map { Service(id: $0) }
        _ = FiveResolvedShared()
        compare(
            "5 Five existing .shared + .permanent instances",
            [
                (
                    "baseline: five stored references",
                    {
                        $0.created(
                            FivePlain(services[0], services[1], services[2], services[3], services[4]),
                            read: readFive
                        )
                    }
                ),
                ("Inject @Resolved (budget ≤ 6×)", { $0.created(FiveResolvedShared(), read: readFive) }),
                ("Inject @Injected (budget ≤ 12×)", { $0.created(FiveInjectedShared(), read: readFive) }),
            ]
        )
    }

    /// Times reading `read(index)` for each index of the batch.
    @inline(__always)
    private func read(_ read: (Int) -> Service) -> Duration {
        var checksum: UInt = 0
        let time = timed { fold(&checksum, read($0)) }
        Self.sink &+= checksum
        return time
    }
}

/// A consumer of five services, read by the rows that read all five.
@MainActor protocol FiveServices {
    var one: Service { get }
    var two: Service { get }
    var three: Service { get }
    var four: Service { get }
    var five: Service { get }
}

extension FivePlain: FiveServices {}
extension FiveResolvedNew: FiveServices {}
extension FiveInjectedNew: FiveServices {}
extension FiveResolvedShared: FiveServices {}
extension FiveInjectedShared: FiveServices {}

/// Reads the five properties of a row's consumer.
@MainActor @inline(__always)
private func readFive(_ consumer: some FiveServices, _ checksum: inout UInt) {
    fold(&checksum, consumer.one)
    fold(&checksum, consumer.two)
    fold(&checksum, consumer.three)
    fold(&checksum, consumer.four)
    fold(&checksum, consumer.five)
}
