import Foundation
import Inject
import InjectTesting
import Testing

/// An incrementing UUID generator counts from zero, one number per call whichever task calls, and each
/// new generator starts again from zero.
@Suite(.injectionIsolated)
struct IncrementingUUIDTests {
    @Test func countsFromZeroInTheLastDigits() {
        let uuid = UUIDGenerator.incrementing
        #expect(
            (0..<3).map { _ in uuid().uuidString } == [
                "00000000-0000-0000-0000-000000000000",
                "00000000-0000-0000-0000-000000000001",
                "00000000-0000-0000-0000-000000000002",
            ]
        )
    }

    @Test func countsPastOneByteBigEndian() {
        let uuid = UUIDGenerator.incrementing
        let made = (0...256).map { _ in uuid().uuidString }
        #expect(made[255] == "00000000-0000-0000-0000-0000000000FF")
        #expect(made[256] == "00000000-0000-0000-0000-000000000100")
    }

    @Test func eachNewGeneratorStartsAgainAndCopiesShareTheCount() {
        let first = UUIDGenerator.incrementing
        let copy = first
        _ = first()
        #expect(copy().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
    }

    @Test func callsFromManyTasksEachGetTheirOwnNumber() async {
        let uuid = UUIDGenerator.incrementing
        let made = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<250).map { _ in uuid() } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        let expected = UUIDGenerator.incrementing
        #expect(Set(made) == Set((0..<2_000).map { _ in expected() }))
        #expect(made.count == 2_000)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.injecting(\.uuid, .incrementing))
    @MainActor func aTestThatInjectsItPredictsItsIdentifiers() {
        let reader = BuiltInReader()
        #expect(reader.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(reader.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    }
}
