import Foundation
import ReadingListCore
import Testing

// Each test passes an environment of its own: none reads or changes the process's environment.
@Suite struct ReadingListDirectoryTests {
    @Test func theEnvironmentVariableWins() {
        let environment = ["READING_LIST_DIR": "/tmp/my-books", "HOME": "/home/ada", "XDG_DATA_HOME": "/data"]
        #expect(ReadingListDirectory.defaultURL(environment: environment).path == "/tmp/my-books")
    }

    @Test func anEmptyVariableCountsAsUnset() {
        let empty = ReadingListDirectory.defaultURL(environment: ["READING_LIST_DIR": "", "HOME": "/home/ada"])
        let unset = ReadingListDirectory.defaultURL(environment: ["HOME": "/home/ada"])
        #expect(empty == unset)
    }

    #if os(Linux)
        @Test func linuxUsesTheXDGDataHome() {
            let url = ReadingListDirectory.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
            #expect(url.path == "/data/reading-list")
        }

        @Test func linuxFallsBackToLocalShareInHome() {
            let url = ReadingListDirectory.defaultURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
            #expect(url.path == "/home/ada/.local/share/reading-list")
        }
    #else
        @Test func applePlatformsUseApplicationSupport() {
            let url = ReadingListDirectory.defaultURL(environment: [:])
            #expect(url.lastPathComponent == "ReadingList")
            #expect(url.deletingLastPathComponent().lastPathComponent == "Application Support")
        }
    #endif
}
