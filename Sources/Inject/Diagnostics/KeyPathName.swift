/// A readable name for a dependency's key path, for messages, events and graphs: `\.imageDownloader`,
/// `\.[cityReport:]`.
///
/// Where the Swift runtime knows the property's name (Apple platforms) it gives it. Inject's built-in
/// dependencies are named on every platform. On Linux the runtime describes a computed property by its
/// getter's address, and Inject looks the getter's symbol up in the binary's symbol table
/// (``KeyPathGetterSymbol``), which debug builds, and release builds that are not stripped, keep. Where
/// that table is gone (a stripped binary), the name falls back to the value's type, `\.<ImageDownloading>`
/// (a protocol type without `any`); messages add the file and line of the injection point beside it.
package func keyPathName(_ key: AnyKeyPath) -> String {
    if let name = builtInKeyPathName(key) { return name }
    let described = String(describing: key)
    let root = "\\DefaultValues."
    guard described.hasPrefix(root) else { return described }
    let member = described.dropFirst(root.count)
    guard member.hasPrefix("<computed") else { return "\\.\(member)" }
    #if os(Linux)
        if let name = KeyPathGetterSymbol.name(describedAs: member) { return name }
    #endif
    return "\\.<\(valueTypeName(of: key))>"
}

private func valueTypeName(of key: AnyKeyPath) -> String {
    String(describing: type(of: key).valueType)
}
