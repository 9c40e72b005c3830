import Testing

@testable import Inject

/// A frame's or the process's replacements are found by their dependency, whether the table compares
/// keys one by one (a few replacements) or hashes them (more than `OverrideTable.linearLimit`).
@MainActor
@Suite struct OverrideTableTests {
    /// Key paths to one value type, so that only a full comparison tells them apart.
    private static let keys: [KeyPath<DefaultValues, Int>] = [
        \.tableKey0, \.tableKey1, \.tableKey2, \.tableKey3, \.tableKey4,
        \.tableKey5, \.tableKey6, \.tableKey7, \.tableKey8, \.tableKey9,
    ]

    private static func table(ofFirst count: Int) -> OverrideTable {
        OverrideTable(keys.prefix(count).enumerated().map { Override($0.element, value: $0.offset) })
    }

    @Test(arguments: [1, OverrideTable.linearLimit, OverrideTable.linearLimit + 1, 10])
    func findsEachReplacementByItsKey(count: Int) {
        let table = Self.table(ofFirst: count)
        for (index, key) in Self.keys.enumerated() {
            let found = table.override(for: DependencyKey(key))
            #expect(found?.make(as: Int.self) == (index < count ? index : nil))
        }
    }

    @Test(arguments: [1, 10])
    func findsAReplacementByAnEqualKeyPathFormedElsewhere(count: Int) {
        var table = Self.table(ofFirst: count)
        table.set(Override(\.tableNested.value, value: 100), for: DependencyKey(\DefaultValues.tableNested.value))
        // Formed at run time from its parts: another object than the literal's, equal to it.
        let appended = (\DefaultValues.tableNested).appending(path: \TableNested.value)
        #expect(appended !== \DefaultValues.tableNested.value)
        #expect(table.override(for: DependencyKey(appended))?.make(as: Int.self) == 100)
    }

    @Test(arguments: [2, 10])
    func settingReplacesAndRemoves(count: Int) {
        var table = Self.table(ofFirst: count)
        let key = DependencyKey(\DefaultValues.tableKey1)
        let replaced = table.set(Override(\.tableKey1, value: 100), for: key)
        #expect(replaced)
        #expect(table.override(for: key)?.make(as: Int.self) == 100)
        let removed = table.set(nil, for: key)
        #expect(removed)
        #expect(table.override(for: key) == nil)
        let removedAgain = table.set(nil, for: key)
        #expect(!removedAgain)
        #expect(table.override(for: DependencyKey(\DefaultValues.tableKey0))?.make(as: Int.self) == 0)
    }

    /// Emptied, a table finds nothing, whether it compared keys or hashed them (the global table, which
    /// `reset()` empties, must not keep answering from its index).
    @Test(arguments: [2, 10])
    func removingAllForgetsEveryReplacement(count: Int) {
        var table = Self.table(ofFirst: count)
        table.removeAll()
        #expect(table.isEmpty)
        for key in Self.keys {
            #expect(table.override(for: DependencyKey(key)) == nil)
        }
    }

    @Test func aMadeReplacementIsMadeOnEachUse() {
        @MainActor final class Counter { var count = 0 }
        let counter = Counter()
        let override = Override(
            \DefaultValues.tableKey0,
            make: {
                counter.count += 1
                return counter.count
            }
        )
        #expect(override.kind == .made)
        #expect(override.make(as: Int.self) == 1)
        #expect(override.make(as: Int.self) == 2)
        #expect(Override(\DefaultValues.tableKey0, value: 5).kind == .value)
    }
}

extension DefaultValues {
    fileprivate var tableKey0: Int { -1 }
    fileprivate var tableKey1: Int { -1 }
    fileprivate var tableKey2: Int { -1 }
    fileprivate var tableKey3: Int { -1 }
    fileprivate var tableKey4: Int { -1 }
    fileprivate var tableKey5: Int { -1 }
    fileprivate var tableKey6: Int { -1 }
    fileprivate var tableKey7: Int { -1 }
    fileprivate var tableKey8: Int { -1 }
    fileprivate var tableKey9: Int { -1 }
    fileprivate var tableNested: TableNested { TableNested() }
}

private struct TableNested {
    var value: Int { -1 }
}
