/// Something that names the dependency it resolves when asked: an injection point.
///
/// The resolver records every resolution under way, to detect cycles and to tell `permanent { }`,
/// `unimplemented` and observers which dependency is being made. Naming a dependency forms its key
/// path (about 120 instructions), which the first read of a `.temporary` + `.local` point with nothing
/// nested inside it never needs, so the resolver asks the point only when something does.
@usableFromInline
package protocol DependencyKeySource: AnyObject {
    /// The key of the dependency this object resolves.
    var dependencyKey: DependencyKey { get }
    /// The value type of that dependency, known without forming its key path.
    var dependencyValueType: ObjectIdentifier { get }
}
