import Inject

/// How a part of the view tree carries dependency replacements: one `InjectedOverrides` table that
/// each `injecting(_:_:)` modifier writes one entry into.
///
/// SwiftUI applies environment writes from the outside in, each to the table the subtree inherited.
/// Writing one entry rather than the whole table is what makes nested modifiers merge: an inner
/// modifier adds its key and keeps the outer ones, and where both replace a key the inner one wins.
/// The write is a plain `environment(_:_:)`, which views have from iOS 13 and scenes from iOS 14;
/// scenes have `transformEnvironment` only from iOS 17 and macOS 14, so a scene modifier merges this
/// way on every platform release that InjectSwiftUI supports.
///
/// Platform-neutral, so that the merge order is tested on every platform.
package enum SubtreeOverrides {
    /// The entry of `key` in an overrides table, as a key path that `environment(_:_:)` can write.
    ///
    /// - Parameter key: The dependency, as a key path into `DefaultValues`.
    /// - Returns: A key path whose value is the replacement of `key`, or `nil` for none.
    package static func entry<Value: Sendable>(
        for key: KeyPath<DefaultValues, Value>
    ) -> WritableKeyPath<InjectedOverrides, Value?> {
        \InjectedOverrides.[key]
    }
}
