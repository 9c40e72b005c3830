import ProbeRunner
import Testing

/// `DefaultValues.reset()` drops an instance made asynchronously, and a making under way at the reset
/// is kept nowhere afterwards; it runs in a process of its own because it drops every global instance.
@Suite struct AsyncDefaultResetTests {
    @Test func resetDropsTheMadeInstanceAndAMakingUnderWay() throws {
        let outcome = try Probe.run("async-reset")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("found before reset true"), "\(outcome.output)")
        #expect(outcome.output.contains("made again after reset true"))
        #expect(outcome.output.contains("under way not kept true"))
    }
}
