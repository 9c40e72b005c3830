import Testing

@testable import Inject

/// The storage's cache of `.shared` instances and `permanent { }` instances by key path object: found by
/// the object that recorded them only (a `permanent { }` instance only as the type it was recorded as),
/// weak for `.local`, emptied with the storage, bounded, never confused by a reused address, and rid of
/// an object whose `.local` instance went.
@MainActor
@Suite struct SharedInstancesByKeyPathObjectTests {
    @Test func aKeyPathLiteralIsOneObjectEveryTimeItIsEvaluated() {
        // What makes the table useful: the next injection point declared with `\.x` brings the object
        // the first one recorded.
        let objects = (0..<3).map { _ in \DefaultValues.contextual as AnyKeyPath }
        #expect(objects.allSatisfy { $0 === objects[0] })
    }

    @Test func anObjectFindsWhatItRecordedForEachLifespan() {
        let table = SharedInstancesByKeyPathObject()
        let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        let permanent = Service("permanent")
        let local = Service("local")
        table.remember(permanent, .permanent, for: keyPath)
        table.remember(local, .local, for: keyPath)
        #expect(table.shared(.permanent, for: keyPath) === permanent)
        #expect(table.shared(.local, for: keyPath) === local)
    }

    @Test func anotherObjectOfTheSameKeyPathFindsNothingUntilItRecords() {
        let table = SharedInstancesByKeyPathObject()
        // A key path with subscript arguments is a new object each time it is formed.
        let first: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        let second: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        #expect(first == second)
        #expect(first !== second)
        let shared = Service("shared")
        table.remember(shared, .permanent, for: first)
        #expect(table.shared(.permanent, for: second) == nil)
        table.remember(shared, .permanent, for: second)
        #expect(table.shared(.permanent, for: second) === shared)
    }

    @Test func aLocalInstanceIsHeldWeakly() {
        let table = SharedInstancesByKeyPathObject()
        let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        do {
            let local = Service("local")
            table.remember(local, .local, for: keyPath)
            #expect(table.shared(.local, for: keyPath) === local)
        }
        #expect(table.shared(.local, for: keyPath) == nil)
    }

    @Test func aLocalInstanceRecordedAfterTheLastOneWasReleasedIsFound() {
        let table = SharedInstancesByKeyPathObject()
        let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        do {
            table.remember(Service("first"), .local, for: keyPath)
        }
        #expect(table.shared(.local, for: keyPath) == nil)
        let second = Service("second")
        table.remember(second, .local, for: keyPath)
        #expect(table.shared(.local, for: keyPath) === second)
    }

    @Test func aPermanentDefaultIsFoundOnlyAtItsSiteAndAsTheTypeItWasMadeAs() {
        let table = SharedInstancesByKeyPathObject()
        let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        let service = ObjectIdentifier(Service.self)
        let first = PermanentDefault.Site(fileID: #fileID, line: 1, column: 10)
        let second = PermanentDefault.Site(fileID: #fileID, line: 1, column: 20)
        let firstMade = PermanentDefault(site: first, type: service, instance: Service("first"))
        let secondMade = PermanentDefault(site: second, type: service, instance: Service("second"))
        table.rememberPermanentDefault(firstMade, for: keyPath)
        table.rememberPermanentDefault(secondMade, for: keyPath)
        #expect(table.permanentDefault(for: keyPath, at: first, ofType: service) === firstMade.instance)
        #expect(table.permanentDefault(for: keyPath, at: second, ofType: service) === secondMade.instance)
        #expect(table.permanentDefault(for: keyPath, at: first, ofType: ObjectIdentifier(Int.self)) == nil)
        let elsewhere = PermanentDefault.Site(fileID: #fileID, line: 2, column: 10)
        #expect(table.permanentDefault(for: keyPath, at: elsewhere, ofType: service) == nil)
        // Recording a site again replaces what it made; the `.shared` instances of the object are apart.
        let again = PermanentDefault(site: first, type: service, instance: Service("again"))
        let secondAgain = PermanentDefault(site: second, type: service, instance: Service("second again"))
        table.rememberPermanentDefault(again, for: keyPath)
        table.rememberPermanentDefault(secondAgain, for: keyPath)
        #expect(table.permanentDefault(for: keyPath, at: first, ofType: service) === again.instance)
        #expect(table.permanentDefault(for: keyPath, at: second, ofType: service) === secondAgain.instance)
        #expect(table.shared(.permanent, for: keyPath) == nil)
        table.removeAll()
        #expect(table.permanentDefault(for: keyPath, at: second, ofType: service) == nil)
    }

    @Test func anEntryKeepsItsKeyPathObjectAliveSoNoOtherTakesItsAddress() {
        let table = SharedInstancesByKeyPathObject()
        weak var recorded: AnyKeyPath?
        do {
            let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
            recorded = keyPath
            table.remember(Service("shared"), .permanent, for: keyPath)
        }
        #expect(recorded != nil)
        table.removeAll()
        #expect(recorded == nil)
    }

    /// What `removeAll()` lets go of (a key path's argument, and what its `deinit` does) may look the
    /// table up: it then finds the table empty, not a count of entries its slots no longer hold, with
    /// which a lookup reads past them.
    @Test func whatRemoveAllLetsGoOfFindsTheTableEmpty() {
        let table = SharedInstancesByKeyPathObject()
        let countSeen = Locked<Int?>(nil)
        do {
            let argument = DeinitProbe { MainActor.assumeIsolated { countSeen.withLock { $0 = table.count } } }
            table.remember(Service("shared"), .permanent, for: \DefaultValues.[probing: argument])
        }
        table.removeAll()
        #expect(countSeen.withLock { $0 } == 0)
    }

    @Test func removeAllForgetsEveryEntry() {
        let table = SharedInstancesByKeyPathObject()
        let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
        let shared = Service("shared")
        table.remember(shared, .permanent, for: keyPath)
        table.remember(shared, .local, for: keyPath)
        table.removeAll()
        #expect(table.shared(.permanent, for: keyPath) == nil)
        #expect(table.shared(.local, for: keyPath) == nil)
    }

    @Test func eachObjectFindsItsOwnInstancesAfterTheTableGrows() {
        let table = SharedInstancesByKeyPathObject()
        let keyPaths: [AnyKeyPath] = (0..<1_000).map { \DefaultValues.[loaderFor: "\($0)"] }
        let permanent = keyPaths.indices.map { Service("permanent \($0)") }
        let local = keyPaths.indices.map { Service("local \($0)") }
        for index in keyPaths.indices {
            table.remember(permanent[index], .permanent, for: keyPaths[index])
            table.remember(local[index], .local, for: keyPaths[index])
        }
        for index in keyPaths.indices {
            #expect(table.shared(.permanent, for: keyPaths[index]) === permanent[index])
            #expect(table.shared(.local, for: keyPaths[index]) === local[index])
        }
        // Equal key paths that are other objects were never recorded.
        #expect(table.shared(.permanent, for: \DefaultValues.[loaderFor: "0"]) == nil)
    }

    /// Entries removed one by one, in an order unrelated to their slots, leave every other entry
    /// findable (backward-shift deletion keeps each probe run unbroken) and free their place.
    @Test func forgettingWentLocalInstancesLeavesEveryOtherObjectFindable() {
        let table = SharedInstancesByKeyPathObject()
        let count = 2_000
        let keyPaths: [AnyKeyPath] = (0..<count).map { \DefaultValues.[loaderFor: "\($0)"] }
        var local: [Service?] = keyPaths.indices.map { Service("local \($0)") }
        for index in keyPaths.indices { table.remember(local[index]!, .local, for: keyPaths[index]) }
        // Every other index, visited in a scattered order (7,919 is prime, so coprime to the count).
        let forgotten = (0..<count).map { $0 * 7_919 % count }.filter { $0 % 2 == 0 }
        for index in forgotten {
            local[index] = nil
            table.forgetLocal(for: keyPaths[index])
        }
        #expect(table.count == count / 2)
        for index in keyPaths.indices where index % 2 == 1 {
            #expect(table.shared(.local, for: keyPaths[index]) === local[index])
        }
        for index in forgotten {
            #expect(table.shared(.local, for: keyPaths[index]) == nil)
        }
        // A forgotten object records again.
        let again = Service("again")
        table.remember(again, .local, for: keyPaths[0])
        #expect(table.shared(.local, for: keyPaths[0]) === again)
        #expect(table.count == count / 2 + 1)
    }

    /// Objects recorded and forgotten in a random order, against a model of what each holds, in tables
    /// kept small (16 slots, up to half full) so that probe runs cluster and wrap around the end: after
    /// each step every recorded object finds its instance, a forgotten one finds nothing, and an object
    /// that keeps a `.permanent` instance is never forgotten.
    @Test func recordingAndForgettingInARandomOrderKeepsEveryEntryFindable() {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<200 {
            let table = SharedInstancesByKeyPathObject()
            let keyPaths: [AnyKeyPath] = (0..<24).map { \DefaultValues.[loaderFor: "\($0)"] }
            var local: [Int: Service] = [:]
            var permanent: [Int: Service] = [:]
            for _ in 0..<200 {
                let index = Int(generator.next() % UInt64(keyPaths.count))
                let recorded = local[index] != nil || permanent[index] != nil
                switch generator.next() % 4 {
                case 0...1 where recorded || local.count + permanent.count < 8:
                    let service = Service("local \(index)")
                    table.remember(service, .local, for: keyPaths[index])
                    local[index] = service
                case 2 where recorded:
                    // The instance goes, then the table is told.
                    local[index] = nil
                    table.forgetLocal(for: keyPaths[index])
                case 3 where !recorded && local.count + permanent.count < 8:
                    let service = Service("permanent \(index)")
                    table.remember(service, .permanent, for: keyPaths[index])
                    permanent[index] = service
                default:
                    continue
                }
                let recordedCount = Set(local.keys).union(permanent.keys).count
                #expect(table.count == recordedCount)
                for (index, keyPath) in keyPaths.enumerated() {
                    #expect(table.shared(.local, for: keyPath) === local[index])
                    #expect(table.shared(.permanent, for: keyPath) === permanent[index])
                }
            }
        }
    }

    @Test func forgettingALocalInstanceLetsGoOfItsKeyPathObject() {
        let table = SharedInstancesByKeyPathObject()
        weak var recorded: AnyKeyPath?
        do {
            let keyPath: AnyKeyPath = \DefaultValues.[loaderFor: "a"]
            recorded = keyPath
            table.remember(Service("local"), .local, for: keyPath)
            table.forgetLocal(for: keyPath)
        }
        #expect(recorded == nil)
        #expect(table.count == 0)
    }

    /// Only a `.local` instance that went is forgotten: an object whose `.local` instance is alive, or
    /// that recorded instances kept for good, keeps its entry.
    @Test func anObjectWithALiveOrAKeptInstanceKeepsItsEntry() {
        let table = SharedInstancesByKeyPathObject()
        let live: AnyKeyPath = \DefaultValues.[loaderFor: "live"]
        let kept: AnyKeyPath = \DefaultValues.[loaderFor: "kept"]
        let defaulted: AnyKeyPath = \DefaultValues.[loaderFor: "defaulted"]
        let local = Service("local")
        let permanent = Service("permanent")
        let site = PermanentDefault.Site(fileID: #fileID, line: 1, column: 10)
        let made = PermanentDefault(site: site, type: ObjectIdentifier(Service.self), instance: Service("made"))
        table.remember(local, .local, for: live)
        table.remember(permanent, .permanent, for: kept)
        table.rememberPermanentDefault(made, for: defaulted)
        do {
            let gone = Service("gone")
            table.remember(gone, .local, for: kept)
            table.remember(gone, .local, for: defaulted)
        }
        for keyPath in [live, kept, defaulted] { table.forgetLocal(for: keyPath) }
        #expect(table.count == 3)
        #expect(table.shared(.local, for: live) === local)
        #expect(table.shared(.permanent, for: kept) === permanent)
        #expect(
            table.permanentDefault(for: defaulted, at: site, ofType: ObjectIdentifier(Service.self)) === made.instance
        )
    }

    @Test func recordingStopsAtTheLimitButUpdatesObjectsItHas() {
        let table = SharedInstancesByKeyPathObject()
        let shared = Service("shared")
        let keyPaths: [AnyKeyPath] = (0...SharedInstancesByKeyPathObject.limit).map {
            \DefaultValues.[loaderFor: "\($0)"]
        }
        for keyPath in keyPaths { table.remember(shared, .permanent, for: keyPath) }
        #expect(table.shared(.permanent, for: keyPaths[SharedInstancesByKeyPathObject.limit - 1]) === shared)
        #expect(table.shared(.permanent, for: keyPaths[SharedInstancesByKeyPathObject.limit]) == nil)
        // An object already recorded still records its other lifespan.
        table.remember(shared, .local, for: keyPaths[0])
        #expect(table.shared(.local, for: keyPaths[0]) === shared)
    }
}

/// A small seeded generator, so a failing order can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A key path argument that runs `onDeinit` when it goes.
private final class DeinitProbe: Hashable, Sendable {
    let onDeinit: @Sendable () -> Void
    init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }

    static func == (lhs: DeinitProbe, rhs: DeinitProbe) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DefaultValues {
    fileprivate subscript(probing argument: DeinitProbe) -> Service { Service("probing") }
}
