#if os(Linux)
    import Foundation
    import Glibc
    private import CInjectRuntime

    /// The name of a computed key path into `DefaultValues` (`\.weatherClient`, `\.[cityReport:]`), found
    /// on Linux from the symbol of its getter, as Apple's runtime finds it for a key path's description.
    ///
    /// On Linux the runtime describes a computed key path by its getter's address,
    /// `\DefaultValues.<computed 0x000055f2268a5220 (WeatherClient)>`: `dladdr` finds no name there, because
    /// the key path getter, a local symbol, is in the binary's symbol table (`.symtab`) only, not in the
    /// dynamic one. This reads that symbol table from the file of the image that holds the address, once
    /// per image, and demangles the getter's symbol, `key path getter for
    /// (extension in Weather):Inject.DefaultValues.weatherClient : …`, with the runtime's own demangler.
    ///
    /// `nil` where the binary keeps no symbol table (a stripped release build) or the image file cannot
    /// be read: messages then name the value's type.
    enum KeyPathGetterSymbol {
        /// The names found so far, by getter address, and the key path getters of each image read, by
        /// offset in the image.
        private static let found = Locked(Cache())

        private struct Cache {
            var names: [UInt: String?] = [:]
            var getters: [String: [UInt: String]] = [:]
        }

        /// The name of the key path that `described` (the runtime's description of it) names by its getter's
        /// address, if its symbol is found.
        static func name(describedAs described: Substring) -> String? {
            guard let address = getterAddress(in: described) else { return nil }
            if let known = found.withLock({ $0.names[address] }) { return known }
            let name = lookUp(address)
            // Kept when nothing is found too (`.some(nil)`), so that a stripped binary looks each getter up once.
            found.withLock { $0.names[address] = .some(name) }
            return name
        }

        /// The hexadecimal address after `<computed `, for a key path of one computed component.
        private static func getterAddress(in described: Substring) -> UInt? {
            let prefix = "<computed 0x"
            guard described.hasPrefix(prefix), described.hasSuffix(")>"),
                described.ranges(of: "<computed").count == 1
            else { return nil }
            return UInt(described.dropFirst(prefix.count).prefix { $0 != " " }, radix: 16)
        }

        /// The name of the key path whose getter is at `address`: the image holding it, the getter's
        /// symbol in that image's symbol table, demangled.
        private static func lookUp(_ address: UInt) -> String? {
            guard let image = image(holding: address) else { return nil }
            let getters =
                found.withLock { $0.getters[image.path] }
                ?? {
                    let read = ELFSymbolTable.keyPathGetters(inFileAt: image.path)
                    found.withLock { $0.getters[image.path] = read }
                    return read
                }()
            // A position-independent image's symbols are offsets from where it is loaded; another's are
            // addresses.
            guard let symbol = getters[address &- image.base] ?? getters[address], let demangled = demangle(symbol)
            else { return nil }
            return keyPathName(fromDemangled: demangled)
        }

        /// The file of the image mapped at `address`, and where that image starts, from the process's
        /// memory map (`/proc/self/maps`: `start-end perms offset device inode path` per mapping).
        private static func image(holding address: UInt) -> (path: String, base: UInt)? {
            // Read to its end: the file's size reads as 0, and one read of it stops at a page.
            guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
            defer { try? file.close() }
            let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
            let mappings = maps.split(separator: "\n").compactMap { line -> (UInt, UInt, UInt, String)? in
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                let bounds = fields.first?.split(separator: "-") ?? []
                guard fields.count == 6, bounds.count == 2, let start = UInt(bounds[0], radix: 16),
                    let end = UInt(bounds[1], radix: 16), let offset = UInt(fields[2], radix: 16)
                else { return nil }
                return (start, end, offset, fields[5].trimmingCharacters(in: .whitespaces))
            }
            guard let holding = mappings.first(where: { $0.0 <= address && address < $0.1 }),
                holding.3.hasPrefix("/")
            else { return nil }
            // The image starts at its mapping of file offset 0.
            let base = mappings.first { $0.3 == holding.3 && $0.2 == 0 }?.0 ?? holding.0 &- holding.2
            return (holding.3, base)
        }

        /// `\.name` or `\.[label:]` from `key path getter for …DefaultValues.name : …` or
        /// `…DefaultValues.subscript(label: Type) -> Value : …`.
        static func keyPathName(fromDemangled demangled: String) -> String? {
            guard demangled.hasPrefix("key path getter for "),
                let range = demangled.range(of: "DefaultValues.")
            else { return nil }
            let member = demangled[range.upperBound...]
            if member.hasPrefix("subscript(") {
                let arguments = member.dropFirst("subscript(".count).prefix { $0 != ")" }
                let labels = arguments.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" }
                }
                return "\\.[" + labels.map { "\($0):" }.joined() + "]"
            }
            let name = member.prefix { $0 != " " && $0 != ":" }
            return name.isEmpty ? nil : "\\.\(name)"
        }

        /// `symbol`, demangled by the runtime's demangler, `swift_demangle`.
        private static func demangle(_ symbol: String) -> String? {
            symbol.withCString { mangled in
                guard let result = swift_demangle(mangled, strlen(mangled), nil, nil, 0) else { return nil }
                defer { free(result) }
                return String(cString: result)
            }
        }
    }
#endif
