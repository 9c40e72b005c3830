import Benchmark

// MARK: - Registering benchmarks

extension Benchmark.Configuration {
    /// Every scenario measures 1,000 operations per sample, so the harness reports per operation.
    ///
    /// The metrics are the same for every benchmark (the JMH export that `Scripts/summarize.py` reads
    /// needs that). Instruction counts need perf events, which this project's machines do not always
    /// have; `Scripts/callgrind.sh` counts them instead.
    static func perOperation(maxDuration: Duration = .seconds(1)) -> Self {
        .init(
            metrics: BenchmarkRunSettings.metrics,
            warmupIterations: BenchmarkRunSettings.smoke ? 1 : 3,
            scalingFactor: .kilo,
            maxDuration: BenchmarkRunSettings.smoke ? .milliseconds(10) : maxDuration,
            maxIterations: BenchmarkRunSettings.smoke ? 3 : 10_000
        )
    }
}

/// Settings read from the environment once.
enum BenchmarkRunSettings {
    /// `INJECT_BENCHMARK_SMOKE=1`: run every benchmark for a few samples only, to prove it executes.
    static let smoke = environment("INJECT_BENCHMARK_SMOKE") == "1"

    /// No operating-system metric here: the harness reads /proc inside the measured window for them,
    /// which adds 16 mallocs and 35 KB to every sample. Only the churn scenario asks for peak memory.
    static let metrics: [BenchmarkMetric] = [
        .wallClock, .throughput, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes,
    ]
}

/// Registers a benchmark whose body runs on the main actor, where Inject reads injected values.
///
/// The harness starts an asynchronous benchmark on a global executor; the body then hops to the main
/// actor, and the measurement restarts there, so the hop is never measured. A body that prepares
/// objects first calls `benchmark.startMeasurement()` again once they are ready, and
/// `benchmark.stopMeasurement()` before it releases them.
func mainActorBenchmark(
    _ name: String,
    configuration: Benchmark.Configuration = .perOperation(),
    _ body: @escaping @MainActor (Benchmark) -> Void
) {
    Benchmark(name, configuration: configuration) { @MainActor (benchmark: Benchmark) async in
        benchmark.startMeasurement()
        body(benchmark)
        benchmark.stopMeasurement()
    }
}

// MARK: - Keeping the optimizer honest

/// Folds an object's address into a checksum, so that reading the object cannot be optimized away.
///
/// Cheaper than `blackHole` per read (no call, no generic metadata), so a read's own cost is what
/// the loop measures. Pass the checksum to `blackHole` after the loop.
@inline(__always)
func fold(_ checksum: inout UInt, _ object: AnyObject) {
    checksum &+= UInt(bitPattern: ObjectIdentifier(object))
}

/// A value the optimizer cannot see through, to stop it from hoisting reads out of a loop.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

private func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
