import Foundation

/// Where the reading list keeps its data unless told otherwise.
///
/// `\.readingListDirectory` defaults to ``defaultURL(environment:)``: the directory named by
/// `$READING_LIST_DIR` when it is set, otherwise the platform's place for an app's own data. Computing
/// the URL never touches the disk; ``JSONFileBookStore`` creates the directory on its first save.
///
/// | Platform | Default directory                                                    |
/// |----------|----------------------------------------------------------------------|
/// | Linux    | `$XDG_DATA_HOME/reading-list`, else `~/.local/share/reading-list`    |
/// | Apple    | `~/Library/Application Support/ReadingList`                          |
///
/// ```swift
/// ReadingListDirectory.defaultURL(environment: ["READING_LIST_DIR": "/tmp/books"]).path   // "/tmp/books"
/// ```
public enum ReadingListDirectory {
    /// The environment variable that overrides the default directory: `READING_LIST_DIR`.
    ///
    /// ```sh
    /// READING_LIST_DIR=/tmp/books swift run ReadingList list
    /// ```
    public static let environmentVariable = "READING_LIST_DIR"

    /// The data directory for the given environment.
    ///
    /// Pass an environment of your own to see where data would go without changing the process's
    /// environment; an empty variable counts as unset.
    ///
    /// ```swift
    /// let directory = ReadingListDirectory.defaultURL(environment: ["HOME": "/home/ada"])
    /// directory.path   // "/home/ada/.local/share/reading-list" on Linux
    /// ```
    ///
    /// - Parameter environment: The variables to consult; the process's environment by default.
    /// - Returns: A directory URL. It may not exist yet.
    public static func defaultURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let directory = environment[environmentVariable], !directory.isEmpty {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        #if canImport(Darwin)
            let applicationSupport = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            return applicationSupport.appendingPathComponent("ReadingList", isDirectory: true)
        #else
            // The XDG Base Directory specification: a relative XDG_DATA_HOME is invalid and ignored.
            if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
                return URL(fileURLWithPath: dataHome, isDirectory: true)
                    .appendingPathComponent("reading-list", isDirectory: true)
            }
            let home =
                environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            return home.appendingPathComponent(".local/share/reading-list", isDirectory: true)
        #endif
    }
}
