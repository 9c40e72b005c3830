// Long-running checks of Inject's reliability, run by CI in a process of their own (they reset the
// global storage, which no test running in parallel with others may do).
//
//   InjectStress model [--seeds N] [--first-seed S] [--operations N] [--trace]
//   InjectStress churn [--rounds N] [--consumers N]
import Inject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let parsed = Int(arguments[index + 1])
    else { return value }
    return parsed
}

MainActor.assumeIsolated {
    switch arguments.first {
    case "model":
        let seeds = option("--seeds", default: 5)
        let firstSeed = option("--first-seed", default: 1)
        let operations = option("--operations", default: 20_000)
        var failed = false
        for seed in firstSeed..<(firstSeed + seeds) {
            let report = ModelCheck(seed: UInt64(seed), operations: operations).run()
            print(report.summary)
            failed = failed || !report.passed
        }
        exit(failed ? 1 : 0)
    case "churn":
        let passed = Churn(rounds: option("--rounds", default: 10), consumers: option("--consumers", default: 100_000))
            .run()
        exit(passed ? 0 : 1)
    default:
        print(
            "usage: InjectStress model [--seeds N] [--first-seed S] [--operations N] [--trace] | churn [--rounds N] [--consumers N]"
        )
        exit(2)
    }
}
