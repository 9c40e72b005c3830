import Inject
import Testing

/// A random number source keeps one generator for all its copies and lets one caller draw at a time, so
/// every draw, from any task, takes the next number of the generator's sequence.
@Suite struct RandomNumberSourceTests {
    @Test func copiesDrawFromOneGenerator() {
        let source = RandomNumberSource(CountingGenerator())
        let copy = source
        #expect(source { $0.next() } == 1)
        #expect(copy { $0.next() } == 2)
        #expect(source { $0.next() } == 3)
    }

    @Test func drawsFromManyTasksEachTakeTheirOwnNumber() async {
        let source = RandomNumberSource(CountingGenerator())
        let draws = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<500).map { _ in source { $0.next() } } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(draws.sorted() == Array(1...4_000))
    }

    @Test func oneCallDrawsSeveralNumbersInARow() {
        let source = RandomNumberSource(CountingGenerator())
        let pair = source { ($0.next(), $0.next()) }
        #expect(pair == (1, 2))
    }
}
