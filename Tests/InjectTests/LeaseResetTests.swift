import ProbeRunner
import Testing

/// `DefaultValues.reset()` returns to launch state, leases included; it runs in a process of its own
/// because it drops every global override and instance.
@Suite struct LeaseResetTests {
    @Test func resetEndsEveryLeaseInTheGlobalStorage() throws {
        let outcome = try Probe.run("reset-lease")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("lease instance released true"))
        #expect(outcome.output.contains("point let go true"))
        #expect(outcome.output.contains("point let go by reset true"))
        // A point created in a frame keeps its lease-bound instance until the lease ends.
        #expect(outcome.output.contains("frame's lease instance kept true"))
        #expect(outcome.output.contains("frame's lease instance released by end true"))
        // A `.permanent` instance a point already holds stays with that point, as before.
        #expect(outcome.output.contains("permanent kept by its point true"))
        #expect(outcome.output.contains("new instance after reset true"))
        // A consumer made after the reset does not find the instance by its key path object either.
        #expect(outcome.output.contains("permanent found before reset true"))
        #expect(outcome.output.contains("new permanent after reset true"))
        #expect(outcome.output.contains("after reset child preview 7"))
    }
}
