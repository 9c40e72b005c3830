// BuiltIns: the dependencies Inject declares itself (`\.now`, `\.uuid`, `\.clock`,
// `\.randomNumberGenerator`, `\.locale`, `\.calendar`, `\.timeZone`), each with its live, preview and
// test values, the small value types that carry them, and the names messages give their key paths.

/// The name of a built-in dependency's key path (`\.now`), or `nil` for any other key path.
///
/// On Linux the Swift runtime cannot name a computed property, and a stripped binary has no symbol
/// table to find it in, so messages would call `\.now` `\.<DateGenerator>`; Inject knows the names of
/// its own key paths and can say them on every platform.
package func builtInKeyPathName(_ key: AnyKeyPath) -> String? {
    var names: [(key: AnyKeyPath, name: String)] = [
        (\DefaultValues.now, "\\.now"),
        (\DefaultValues.uuid, "\\.uuid"),
        (\DefaultValues.randomNumberGenerator, "\\.randomNumberGenerator"),
        (\DefaultValues.locale, "\\.locale"),
        (\DefaultValues.calendar, "\\.calendar"),
        (\DefaultValues.timeZone, "\\.timeZone"),
    ]
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        names.append((\DefaultValues.clock, "\\.clock"))
    }
    return names.first { $0.key == key }?.name
}
