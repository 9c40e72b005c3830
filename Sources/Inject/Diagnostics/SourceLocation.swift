/// Where an injection point or a resolution was written, for messages and diagnostics.
@usableFromInline
package struct SourceLocation: Sendable, CustomStringConvertible {
    @usableFromInline
    package let fileID: StaticString
    /// 32 bits, which the struct has room for after the 17 bytes of `fileID`: every injection point
    /// holds a location, and a 64-bit line would make each point 16 bytes larger.
    @usableFromInline
    let lineNumber: UInt32

    @usableFromInline
    package init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.lineNumber = UInt32(truncatingIfNeeded: line)
    }

    @usableFromInline
    package var line: UInt { UInt(lineNumber) }

    @usableFromInline
    package var description: String { "\(fileID):\(line)" }
}
