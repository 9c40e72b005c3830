import Foundation

/// Runs `body` with a fresh directory under the system's temporary directory, then deletes it.
///
/// Each call gets a directory of its own, so tests that write files can run in parallel, and none of
/// them goes near the real data directory in the home folder.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ReadingListTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Runs `body` with a fresh directory under the system's temporary directory, then deletes it.
@MainActor
func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ReadingListTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}
