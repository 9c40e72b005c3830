/// Where an injection point or a resolution was written, for messages and diagnostics.
package struct SourceLocation: Sendable, CustomStringConvertible {
    package let fileID: StaticString
    package let line: UInt

    package init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    package var description: String { "\(fileID):\(line)" }
}
