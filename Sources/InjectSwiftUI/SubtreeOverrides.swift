import Inject

/// What a modifier of InjectSwiftUI declares for its subtree: the replacements it adds, in the frame its
/// identity owns.
///
/// The modifier reads the overrides table its subtree inherits, and writes below it that table with its
/// own replacements merged in (winning where both replace a key) and its frame inside the frames of the
/// modifiers around it (`InjectedOverrides.inSubtreeFrame(of:declaring:)`). So nested modifiers merge, as
/// nested `environment(_:_:)` modifiers do, and nest frames, as nested `withInjected` calls do.
///
/// Platform-neutral, so that the merge order and the frames are tested on every platform.
package enum SubtreeOverrides {
    /// The replacements of a modifier that replaces `key` with `value`.
    ///
    /// Generic, so that the deprecated forms that replace `\.context` share it without calling the
    /// deprecated subscript.
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into `DefaultValues`.
    ///   - value: The replacement.
    /// - Returns: A table with that one replacement.
    package static func replacing<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value>,
        with value: Value
    ) -> InjectedOverrides {
        var overrides = InjectedOverrides()
        overrides[key] = value
        return overrides
    }
}
