// What the "Dependencies that take time to make" article's examples take for granted, as an app would
// declare it. Compiled with the article's examples by Scripts/check-article-examples.sh; not a target
// of the package.
import Foundation
import Inject

enum DatabaseError: Error, Equatable {
    case locked
}

final class Database: Sendable {
    private let stored: [String]
    private init(notes: [String]) { stored = notes }
    static func open(at url: URL) async throws -> Database { Database(notes: []) }
    static func inMemory(notes: [String] = []) -> Database { Database(notes: notes) }
    func notes() async throws -> [String] { stored }
}

struct NotesIndex: Sendable {
    let notes: [String]
}
