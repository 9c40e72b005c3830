import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Inject
import InjectTesting
import Logging
import Testing

/// A test that replaces `\.logger` reads what its own server's routes log, and nothing that a test run
/// beside it logs.
@Suite(.injectionIsolated)
struct LoggingTests {
    @Test(arguments: 0..<4)
    @MainActor func aTestsLoggerRecordsItsOwnRequestsOnly(number: Int) async throws {
        let (messages, recorder) = AsyncStream.makeStream(of: String.self)
        let logger = Logger(label: "test \(number)") { _ in RecordingLogHandler(messages: recorder) }
        let app = withInjected(\.logger, logger) { makeTodoApplication() }
        try await app.test(.router) { client in
            for item in 0..<3 {
                try await client.execute(uri: "/todos/item\(number)-\(item)", method: .post, headers: [.user: "ada"]) {
                    #expect($0.status == .created)
                }
            }
        }
        recorder.finish()
        var added: [String] = []
        for await message in messages where message.hasPrefix("added") { added.append(message) }
        #expect(added == (0..<3).map { "added item\(number)-\($0) for ada" })
    }
}
