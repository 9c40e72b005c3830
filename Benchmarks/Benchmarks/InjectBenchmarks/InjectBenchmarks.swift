import Benchmark

// Inject's benchmarks: one file per scenario family, each with the direct baseline and the peers that
// can express the scenario. Benchmarks/README.md says how to run them and read the results.
//
// Names read "<group> | <subject>"; Scripts/summarize.py compares the rows of a group.
let benchmarks: @Sendable () -> Void = {
    registerWarmReadBenchmarks()
    registerFirstResolutionBenchmarks()
    registerCreateAndReadBenchmarks()
    registerConsumerCreationBenchmarks()
    registerChainBenchmarks()
    registerOverrideBenchmarks()
    registerScaleBenchmarks()
    registerScaleCreationBenchmarks()
    registerChurnBenchmarks()
}
