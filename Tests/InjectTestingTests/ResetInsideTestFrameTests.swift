import InjectTesting
import Testing

@testable import Inject

/// What `reset()` says inside a frame names the frame by what opened it, a test's by the test, not a line
/// inside InjectTesting: `.injectionIsolated` is a property, with no call site of its own to name.
@Suite(.injectionIsolated)
struct ResetInsideTestFrameTests {
    static let testLine = #line + 1
    @Test @MainActor func theMessageNamesTheTestWhoseFrameItIs() throws {
        let frame = try #require(InjectionFrame.current)
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
        #expect(!message.contains("InjectTesting/"))
        #expect(
            message.contains("the test at InjectTestingTests/ResetInsideTestFrameTests.swift:\(Self.testLine)")
        )
        // Advice for a test without the trait, which the message cannot tell from a frame of the app.
        #expect(
            message.hasSuffix(
                "inside a test with the InjectTesting trait or in an InjectedTestCase, reset() starts that test "
                    + "over instead."
            )
        )
    }

    @Test(.injecting(\.now, .constant(.distantPast)))
    @MainActor func aTestWithTraitsOfItsOwnIsNamedToo() throws {
        let frame = try #require(InjectionFrame.current)
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
        #expect(!message.contains("InjectTesting/"))
        #expect(message.contains("InjectTestingTests/ResetInsideTestFrameTests.swift:"))
    }

    @Test @MainActor func aWithInjectedFrameIsNamedByWhereItIsOpened() throws {
        let line = #line + 1
        let frame = try #require(withInjected({ _ in }) { InjectionFrame.current })
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
        let site = "InjectTestingTests/ResetInsideTestFrameTests.swift:\(line)"
        #expect(message.contains("the withInjected frame opened at \(site)"))
    }

    @Test @MainActor func aFrameReplacingOneKeyIsNamedByWhereItIsOpened() throws {
        let line = #line + 1
        let frame = try #require(withInjected(\.now, .constant(.distantPast)) { InjectionFrame.current })
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
        let site = "InjectTestingTests/ResetInsideTestFrameTests.swift:\(line)"
        #expect(message.contains("the withInjected frame opened at \(site)"))
    }

    /// The asynchronous forms name their frames by where they are opened too.
    @Test @MainActor func anAsynchronousFrameIsNamedByWhereItIsOpened() async throws {
        let line = #line + 1
        let frame = try #require(await withInjected({ _ in }) { () async in InjectionFrame.current })
        let past = DateGenerator.constant(.distantPast)
        let oneKeyLine = #line + 1
        let oneKey = try #require(await withInjected(\.now, past) { () async in InjectionFrame.current })
        let contextLine = #line + 1
        let context = try #require(await withInjected(context: .preview) { () async in InjectionFrame.current })
        let site = "InjectTestingTests/ResetInsideTestFrameTests.swift:"
        #expect(
            DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
                .contains("the withInjected frame opened at \(site)\(line)")
        )
        #expect(
            DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: oneKey)
                .contains("the withInjected frame opened at \(site)\(oneKeyLine)")
        )
        #expect(
            DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: context)
                .contains("the withInjected frame opened at \(site)\(contextLine)")
        )
    }

    @Test @MainActor func aContextFrameIsNamedByWhereItIsOpened() throws {
        let line = #line + 1
        let frame = try #require(withInjected(context: .preview) { InjectionFrame.current })
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)
        let site = "InjectTestingTests/ResetInsideTestFrameTests.swift:\(line)"
        #expect(message.contains("the withInjected frame opened at \(site)"))
    }
}
