// Paired time ratios of the budget table's rows (Benchmarks/README.md): each Inject subject and its hand-written baseline measured
// in alternating batches of one process (Pairing), so that the shared machine's slow and fast phases
// fall on both sides of every ratio. The harness (InjectBenchmarks) measures a row's subjects one after
// the other, seconds apart, and one run's ratio can move by ±40% (Benchmarks/README.md).
//
// Usage: swift run -c release --package-path Benchmarks InjectPaired [rounds [batch]] [--blocked] [--async]
//        (--async: the rows of dependencies made asynchronously instead, AsyncRows.swift)
//        (defaults: 2,000 rounds of 1,000 operations, the harness's sample; --blocked times every round
//        of a subject before the next, as the harness does, to check what alternating changes)
//
// The batch size changes the creation rows' ratios, as it changes how much of the new objects' memory
// is still in the caches (Benchmarks/README.md gives figures).

// Like the harness, whose entry point is async, measure on the main actor after a suspension: on Linux
// it then runs on a worker thread that serves the main queue, where Inject's main-actor check asks
// Dispatch (9 ns) rather than comparing threads.
await Task.yield()

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let pairing = Pairing(
    rounds: arguments.first ?? 2_000,
    batch: arguments.dropFirst().first ?? 1_000,
    blocked: CommandLine.arguments.contains("--blocked")
)
if CommandLine.arguments.contains("--async") {
    // The rows of dependencies made asynchronously (AsyncRows.swift).
    await pairing.compareAwaitingMade()
    await pairing.compareMakingOne()
    await pairing.compareThousandFirstAwaits()
} else {
    pairing.compareWarmRead()
    pairing.compareCreateAndRead()
    pairing.compareFiveProperties()
    pairing.compareChains()
}
print("(checksum \(Pairing.sink % 10))")
