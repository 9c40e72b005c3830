/// A readable name for a dependency's key path, for messages.
///
/// Where the Swift runtime knows the property's name (Apple platforms) this is `\.imageDownloader`.
/// Inject's built-in dependencies are named on every platform. For others, on Linux the runtime cannot
/// name a computed property, so the name falls back to the value's type, `\.<ImageDownloading>` (a
/// protocol type without `any`); messages add the file and line of the injection point beside it.
package func keyPathName(_ key: AnyKeyPath) -> String {
    if let name = builtInKeyPathName(key) { return name }
    let described = String(describing: key)
    let root = "\\DefaultValues."
    guard described.hasPrefix(root) else { return described }
    let member = described.dropFirst(root.count)
    guard member.hasPrefix("<computed") else { return "\\.\(member)" }
    return "\\.<\(valueTypeName(of: key))>"
}

private func valueTypeName(of key: AnyKeyPath) -> String {
    String(describing: type(of: key).valueType)
}
