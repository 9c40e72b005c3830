/// What one `permanent { }` call made: the instance, the type it was made as, and where the call is
/// written.
///
/// A default may call `permanent { }` more than once, to build its value around several instances, so
/// the storage keeps one for each call site and each type made there: `permanent { }` asks for the type
/// it makes, which its default may not return.
@usableFromInline
struct PermanentDefault {
    /// Where a `permanent { }` call is written: what tells two calls in one default apart.
    ///
    /// Two sites are the same when they are on the same line and column of the same file. The file is
    /// compared by the address of its `#fileID` literal first, which the compiler emits once per call
    /// site, and by its text only if the addresses differ; a site is never turned into a `String`, which
    /// would allocate on every call.
    @usableFromInline
    struct Site: Hashable, Sendable {
        @usableFromInline let fileID: StaticString
        @usableFromInline let line: UInt
        @usableFromInline let column: UInt

        @inlinable
        init(fileID: StaticString, line: UInt, column: UInt) {
            self.fileID = fileID
            self.line = line
            self.column = column
        }

        /// What `permanent { }` here stops with off the main actor: where a default does not run, so in a
        /// closure or a task the default made.
        @usableFromInline
        var offMainMessage: String {
            misplacedInDefaultMessage("permanent { }", at: "\(fileID):\(line)", offMainActor: true)
        }

        @usableFromInline
        static func == (lhs: Site, rhs: Site) -> Bool {
            guard lhs.line == rhs.line, lhs.column == rhs.column else { return false }
            if lhs.fileID.hasPointerRepresentation, rhs.fileID.hasPointerRepresentation,
                lhs.fileID.utf8Start == rhs.fileID.utf8Start
            {
                return true
            }
            return lhs.fileID.description == rhs.fileID.description
        }

        /// The line and column only: sites that differ in their file alone are rare in one default.
        @usableFromInline
        func hash(into hasher: inout Hasher) {
            hasher.combine(line)
            hasher.combine(column)
        }
    }

    /// A `permanent { }` call in the default of one dependency, and the type it made: what the storage
    /// keeps its instances by. One site may make several types (a helper that does not pass its
    /// caller's location through is one site for every use), each kept apart.
    struct Key: Hashable {
        let key: DependencyKey
        let site: Site
        let type: ObjectIdentifier
    }

    /// Where the call is written.
    let site: Site
    /// The type the call made the instance as.
    let type: ObjectIdentifier
    /// The instance, as a `SharedInstance` of that type.
    let instance: AnyObject

    /// Whether this is what the call at `site` made as `type`.
    func isMade(at site: Site, as type: ObjectIdentifier) -> Bool {
        self.site == site && self.type == type
    }
}
