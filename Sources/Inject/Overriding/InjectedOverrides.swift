/// The replacements one `withInjected` scope declares, built with subscripts.
///
/// ```swift
/// withInjected({ overrides in
///     overrides[\.imageDownloader] = MockDownloader()
///     overrides[\.retryCount] = 0
/// }) {
///     let model = FeedModel()   // resolves with both replacements, whenever it is first read
/// }
/// ```
///
/// Values are `Sendable` because a scope is shared with the child tasks of its body.
public struct InjectedOverrides: Sendable {
    package private(set) var table: [DependencyKey: Override] = [:]
    private var values: [DependencyKey: any Sendable] = [:]

    /// Creates an empty set of replacements.
    public init() {}

    /// The replacement for a dependency in this scope; `nil` removes it.
    ///
    /// ```swift
    /// overrides[\.imageDownloader] = MockDownloader()
    /// ```
    ///
    /// - Parameter key: The dependency, as a key path into ``DefaultValues``.
    public subscript<Value: Sendable>(key: KeyPath<DefaultValues, Value>) -> Value? {
        get { values[DependencyKey(key)] as? Value }
        set {
            let id = DependencyKey(key)
            values[id] = newValue
            table[id] = newValue.map { value in Override { value } }
        }
    }

    /// Adds `other`'s replacements to these; where both replace a key, `other` wins.
    ///
    /// ```swift
    /// overrides.merge(suiteOverrides)
    /// ```
    ///
    /// - Parameter other: The replacements to add.
    public mutating func merge(_ other: InjectedOverrides) {
        table.merge(other.table) { $1 }
        values.merge(other.values) { $1 }
    }
}
