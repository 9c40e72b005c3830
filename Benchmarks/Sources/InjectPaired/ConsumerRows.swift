import Inject
import KeyPathFloor

// Rows 1, 2d, 2e, 3 and 3b of issue 12: reading a resolved property, and creating consumers. Inject's
// subject is `@Resolved`, the form that resolves when the consumer is made; the fixtures mirror
// InjectBenchmarks'.

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

/// The baseline of rows 1, 2d and 2e: a stored reference.
final class PlainConsumer {
    let service: Service
    init(service: Service) { self.service = service }
}

@MainActor
final class ResolvedLocal {
    @Resolved(\.pairedLocal) var service
}

@MainActor
final class ResolvedShared {
    @Resolved(\.pairedShared, .shared, .permanent) var service
}

/// The baseline of rows 3 and 3b: five stored references.
final class FivePlain {
    let one, two, three, four, five: Service
    init(_ one: Service, _ two: Service, _ three: Service, _ four: Service, _ five: Service) {
        (self.one, self.two, self.three, self.four, self.five) = (one, two, three, four, five)
    }
}

/// The five instances of row 3 under their key paths, for `FiveLookedUp`.
let fiveByKeyPath = KeyPathLookupFloor(
    [
        (\DefaultValues.pairedFive1, Service(id: 1)), (\DefaultValues.pairedFive2, Service(id: 2)),
        (\DefaultValues.pairedFive3, Service(id: 3)), (\DefaultValues.pairedFive4, Service(id: 4)),
        (\DefaultValues.pairedFive5, Service(id: 5)),
    ]
)

/// Row 3's baseline object finding each instance by its key path: the floor (KeyPathFloor).
final class FiveLookedUp {
    let one, two, three, four, five: Service
    init() {
        let table = fiveByKeyPath
        one = table.instance(for: \DefaultValues.pairedFive1)
        two = table.instance(for: \DefaultValues.pairedFive2)
        three = table.instance(for: \DefaultValues.pairedFive3)
        four = table.instance(for: \DefaultValues.pairedFive4)
        five = table.instance(for: \DefaultValues.pairedFive5)
    }
}

/// Row 3: five existing `.shared` + `.permanent` instances found.
@MainActor
final class FiveResolved {
    @Resolved(\.pairedFive1, .shared, .permanent) var one
    @Resolved(\.pairedFive2, .shared, .permanent) var two
    @Resolved(\.pairedFive3, .shared, .permanent) var three
    @Resolved(\.pairedFive4, .shared, .permanent) var four
    @Resolved(\.pairedFive5, .shared, .permanent) var five
}

/// Row 3b: three instances made, one `.shared` + `.local` and one `.shared` + `.permanent` found.
@MainActor
final class FiveResolvedMixed {
    @Resolved(\.pairedFive1) var one
    @Resolved(\.pairedFive2) var two
    @Resolved(\.pairedFive3) var three
    @Resolved(\.pairedFive4, .shared) var four
    @Resolved(\.pairedFive5, .shared, .permanent) var five
}

extension Pairing {
    /// Row 1: read a resolved property of each of `batch` consumers made before.
    func compareWarmRead() {
        let existing = Service(id: 0)
        let plain = (0..<batch).map { _ in PlainConsumer(service: existing) }
        let resolved = (0..<batch).map { _ in ResolvedShared() }
        compare(
            "1 Read a resolved property (target ≤ 1.5×)",
            [
                ("baseline: a stored let", { $0.read { plain[$0].service } }),
                ("Inject @Resolved .shared/.permanent", { $0.read { resolved[$0].service } }),
            ]
        )
    }

    /// Rows 2d and 2e: create a consumer and read its property.
    func compareCreateAndRead() {
        compare(
            "2d Create a consumer, resolve one .temporary property, read it (target ≤ 2×)",
            [
                (
                    "baseline: a stored let of a new instance",
                    { $0.created(PlainConsumer(service: Service(id: 0))) { fold(&$1, $0.service) } }
                ),
                ("Inject @Resolved", { $0.created(ResolvedLocal()) { fold(&$1, $0.service) } }),
            ]
        )
        let existing = Service(id: 0)
        _ = ResolvedShared()
        compare(
            "2e Create a consumer of an existing .shared/.permanent instance, read it (target ≤ 2×)",
            [
                (
                    "baseline: a stored let of the existing instance",
                    { $0.created(PlainConsumer(service: existing)) { fold(&$1, $0.service) } }
                ),
                ("Inject @Resolved", { $0.created(ResolvedShared()) { fold(&$1, $0.service) } }),
            ]
        )
    }

    /// Rows 3 and 3b: create a consumer of five instances; in 3b, read all five.
    func compareFiveProperties() {
        let services = (1...5).map { Service(id: $0) }
        _ = FiveResolved()
        compare(
            "3 Create a consumer of five existing instances (target ≤ 2×)",
            [
                (
                    "baseline: five stored references",
                    { $0.created(FivePlain(services[0], services[1], services[2], services[3], services[4])) }
                ),
                ("hand-written floor: five lookups by key path, no checks", { $0.created(FiveLookedUp()) }),
                ("Inject @Resolved, five existing .shared/.permanent", { $0.created(FiveResolved()) }),
            ]
        )
        _ = FiveResolvedMixed()
        compare(
            "3b Create a consumer of five, three made and two existing, read all five (target ≤ 2×)",
            [
                (
                    "baseline: three made, two existing",
                    {
                        $0.created(
                            FivePlain(Service(id: 1), Service(id: 2), Service(id: 3), services[3], services[4]),
                            read: readFive
                        )
                    }
                ),
                ("Inject @Resolved", { $0.created(FiveResolvedMixed(), read: readFive) }),
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

/// Reads the five properties of row 3b's baseline.
@inline(__always)
private func readFive(_ consumer: FivePlain, _ checksum: inout UInt) {
    fold(&checksum, consumer.one)
    fold(&checksum, consumer.two)
    fold(&checksum, consumer.three)
    fold(&checksum, consumer.four)
    fold(&checksum, consumer.five)
}

/// Reads the five properties of row 3b's `@Resolved` consumer.
@MainActor
@inline(__always)
private func readFive(_ consumer: FiveResolvedMixed, _ checksum: inout UInt) {
    fold(&checksum, consumer.one)
    fold(&checksum, consumer.two)
    fold(&checksum, consumer.three)
    fold(&checksum, consumer.four)
    fold(&checksum, consumer.five)
}
