import Logging

/// A log handler that sends each message it logs to a stream the test reads.
struct RecordingLogHandler: LogHandler {
    let messages: AsyncStream<String>.Continuation
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    func log(event: LogEvent) {
        messages.yield(event.message.description)
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
