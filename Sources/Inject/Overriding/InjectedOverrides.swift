/// The replacements one `withInjected` frame declares, built with subscripts.
///
/// ```swift
/// let model = withInjected({ overrides in
///     overrides[\.imageDownloader] = MockDownloader()
///     overrides[\.retryCount] = 0
/// }) {
///     FeedModel()   // resolves with both replacements, whenever it is first read
/// }
/// ```
///
/// Values are `Sendable` because a frame is shared with the tasks its body starts.
///
/// ## Equality
///
/// Two sets of replacements are equal when one is an unchanged copy of the other, or when they replace
/// the same dependencies with the same values, entry by entry:
///
/// - an instance of a class is the same only as itself (`===`), whether or not the class is `Equatable`;
/// - a value of an `Equatable` type is the same as a value of the same type that `==` finds equal;
/// - a value of a type without stored properties, such as `struct FailingDownloader {}`, is the same as
///   any value of that type;
/// - any other value, such as a struct that is not `Equatable`, is never the same as another value, even
///   one with the same contents.
///
/// A replacement of an optional-typed dependency is compared by what it wraps (two `nil`s are the same).
/// The replacements that InjectSwiftUI's modifiers write for a view subtree are equal only when they also
/// come from the same modifiers, whose frames the subtree's models share.
///
/// The comparison costs one check per replaced dependency and never calls a value's `==` on a class.
/// SwiftUI compares the replacements that `injecting(_:_:)` carries in the environment this way, so a
/// parent that writes the same replacements again when its body runs does not update the views below
/// it; a parent that makes a new instance on each run does.
///
/// ```swift
/// let downloader = MockDownloader()          // a class
/// var first = InjectedOverrides()
/// first[\.imageDownloader] = downloader
/// var second = InjectedOverrides()
/// second[\.imageDownloader] = downloader
/// print(first == second)                     // true: the same instance
/// second[\.imageDownloader] = MockDownloader()
/// print(first == second)                     // false: another instance
/// ```
public struct InjectedOverrides: Sendable {
    package private(set) var table: [DependencyKey: Override] = [:]
    private var values: [DependencyKey: any Sendable] = [:]
    /// The frames of the view-tree modifiers these replacements come from, outermost first (see
    /// `SubtreeFrameOwner`); empty for a table built by hand. ``merge(_:)`` does not add another's.
    package private(set) var subtreeLevels: [SubtreeLevel] = []
    /// Shared by unchanged copies of this value, and by nothing else: each change makes a new one.
    /// `nil` until the first change, so that an empty set costs no allocation.
    private var revision: Revision?

    /// Creates an empty set of replacements.
    ///
    /// A frame opened with an empty set replaces nothing, yet still keeps `.shared` and `.permanent`
    /// instances of its own, apart from the global storage: that is what `InjectTesting`'s
    /// `.injectionIsolated` trait and `InjectedTestCase` give a test that replaces nothing. Two empty
    /// sets are equal.
    ///
    /// ```swift
    /// var overrides = InjectedOverrides()
    /// overrides[\.imageDownloader] = MockDownloader()
    /// let model = withInjected({ $0.merge(overrides) }) { FeedModel() }
    /// ```
    public init() {}

    /// The replacement for a dependency in this frame; `nil` removes it.
    ///
    /// ```swift
    /// overrides[\.imageDownloader] = MockDownloader()
    /// ```
    ///
    /// For a dependency whose type is optional, `nil` still removes the replacement, so the declared
    /// default runs. To replace such a dependency with `nil`, write `.some(nil)`:
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var cachedToken: String? { UserDefaults.standard.string(forKey: "token") }
    /// }
    ///
    /// var overrides = InjectedOverrides()
    /// overrides[\.cachedToken] = .some(nil)   // points read nil; `= nil` would leave the default in place
    /// ```
    ///
    /// - Parameter key: The dependency, as a key path into ``DefaultValues``.
    /// - Returns: The replacement these overrides give `key`, or `nil` if they do not replace it.
    public subscript<Value: Sendable>(key: KeyPath<DefaultValues, Value>) -> Value? {
        get { replacement(of: key) }
        set { replace(key, with: newValue) }
    }

    /// Refuses to replace the context like a dependency: defaults read `context` directly, so they would
    /// never see the replacement. Open the frame with `withInjected(context:operation:)`.
    ///
    /// `\.context` is a key path into ``DefaultValues`` like a dependency's, but a default reads the
    /// context of its frame, not a resolved value. The subscript is deprecated so that the compiler says
    /// so (an error with warnings treated as errors); used anyway, it is the generic subscript, which
    /// only reads of `\.context` as a dependency see (`resolve(\.context)`, `@Injected(\.context)`),
    /// never a default. A dependency of your own whose type is ``InjectionContext`` gets the same
    /// warning.
    ///
    /// ```swift
    /// let preview = withInjected(context: .preview) {
    ///     withInjected({ $0[\.imageDownloader] = MockDownloader() }) { FeedModel() }
    /// }
    /// ```
    ///
    /// - Parameter key: A key path into ``DefaultValues`` whose value is a context.
    /// - Returns: The replacement these overrides give `key`, or `nil` if they do not replace it.
    @available(*, deprecated, message: "the context is not a dependency: replace it with withInjected(context:)")
    public subscript(key: KeyPath<DefaultValues, InjectionContext>) -> InjectionContext? {
        get { replacement(of: key) }
        set { replace(key, with: newValue) }
    }

    /// The replacement of `key`, or `nil`.
    private func replacement<Value: Sendable>(of key: KeyPath<DefaultValues, Value>) -> Value? {
        // Unwrapped before the cast: casting a missing entry (`nil`) to an optional `Value` would
        // succeed, as a replacement with `nil`.
        guard let value = values[DependencyKey(key)] else { return nil }
        return value as? Value
    }

    /// Replaces `key` with `newValue`; `nil` removes the replacement.
    private mutating func replace<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, with newValue: Value?) {
        let id = DependencyKey(key)
        values[id] = newValue
        table[id] = newValue.map { Override(key, value: $0) }
        revision = Revision()
    }

    /// Replaces `key` with what `make` makes the first time a point in the frame needs it, in the frame
    /// itself, so that the object's own dependencies resolve with the frame's replacements and into
    /// its instances; every point in the frame gets that one instance. Such a replacement is never
    /// equal to another (``==(_:_:)``): its value is not known in advance.
    package mutating func set<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value>,
        madeOnceInTheFrameBy make: @escaping @Sendable () -> Value
    ) {
        let id = DependencyKey(key)
        values[id] = nil
        table[id] = Override(key, madeOnceBy: make)
        revision = Revision()
    }

    /// Adds `other`'s replacements to these; where both replace a key, `other` wins.
    ///
    /// A merge only adds: a key that these overrides replace and `other` does not keeps its
    /// replacement, even if `other` once replaced it and had it removed with `nil`. To remove a
    /// replacement here, assign `nil` to this value's subscript.
    ///
    /// ```swift
    /// overrides.merge(suiteOverrides)
    /// ```
    ///
    /// - Parameter other: The replacements to add.
    public mutating func merge(_ other: InjectedOverrides) {
        // Key by key from `other`'s table rather than merging the two value dictionaries: a replacement
        // made once has no value, and must also remove the value it wins over.
        for key in other.table.keys { values[key] = other.values[key] }
        table.merge(other.table) { $1 }
        revision = Revision()
    }

    /// Adds the frame of a modifier inside those of the modifiers around it.
    package mutating func appendSubtreeLevel(_ level: SubtreeLevel) {
        subtreeLevels.append(level)
        revision = Revision()
    }
}

extension InjectedOverrides: Equatable {
    /// Whether both replace the same dependencies with the same values.
    ///
    /// The rule is the one under Equality in ``InjectedOverrides``: one value is an unchanged copy of
    /// the other, or each replacement is the same instance, an equal `Equatable` value, or a value of
    /// the same type without stored properties.
    ///
    /// ```swift
    /// var first = InjectedOverrides()
    /// first[\.retryCount] = 3
    /// var second = InjectedOverrides()
    /// second[\.retryCount] = 3
    /// print(first == second)                     // true: `Int` is `Equatable`
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: A set of replacements.
    ///   - rhs: Another set of replacements.
    /// - Returns: `true` if `rhs` is an unchanged copy of `lhs`, or if both replace the same
    ///   dependencies with the same values.
    public static func == (lhs: InjectedOverrides, rhs: InjectedOverrides) -> Bool {
        if let revision = lhs.revision, revision === rhs.revision { return true }
        guard lhs.table.count == rhs.table.count,
            lhs.subtreeLevels.elementsEqual(
                rhs.subtreeLevels,
                by: { $0.owner === $1.owner && $0.declared == $1.declared }
            )
        else { return false }
        for key in lhs.table.keys {
            // A replacement without a recorded value cannot be compared, so it is never the same.
            guard rhs.table[key] != nil, let left = lhs.values[key], let right = rhs.values[key],
                isSameReplacement(left, right)
            else { return false }
        }
        return true
    }

    /// One entry of the rule: the same instance, equal `Equatable` values, or values of one stateless
    /// type.
    private static func isSameReplacement(_ lhs: Any, _ rhs: Any) -> Bool {
        // A replacement of an optional-typed dependency is compared by what it wraps, by the same rule.
        if let lhs = lhs as? any AnyOptional, let rhs = rhs as? any AnyOptional {
            switch (lhs.wrappedValue, rhs.wrappedValue) {
            case (nil, nil): return true
            case let (lhs?, rhs?): return isSameReplacement(lhs, rhs)
            default: return false
            }
        }
        let lhsIsObject = type(of: lhs) is AnyClass
        let rhsIsObject = type(of: rhs) is AnyClass
        if lhsIsObject || rhsIsObject {
            return lhsIsObject && rhsIsObject && (lhs as AnyObject) === (rhs as AnyObject)
        }
        guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
        if let lhs = lhs as? any Equatable {
            return lhs.isEqual(to: rhs)
        }
        // The dynamic type's size: opening `lhs` would give the static type it was stored as, an
        // existential's (40 bytes) when the key's type is a protocol.
        let dynamicType: Any.Type = type(of: lhs)
        return storedSize(of: dynamicType) == 0
    }

    private static func storedSize<Value>(of _: Value.Type) -> Int {
        MemoryLayout<Value>.size
    }
}

extension Equatable {
    /// Whether `other` is a value of this type that `==` finds equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// The identity of one state of an `InjectedOverrides` value; compared with `===` only.
private final class Revision: Sendable {}
