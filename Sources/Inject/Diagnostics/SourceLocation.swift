/// Where an injection point or a resolution was written, for messages and diagnostics.
@usableFromInline
package struct SourceLocation: Sendable, CustomStringConvertible {
    @usableFromInline
    package let fileID: StaticString
    @usableFromInline
    package let line: UInt

    @usableFromInline
    package init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    @usableFromInline
    package var description: String { "\(fileID):\(line)" }
}
