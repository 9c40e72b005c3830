#if os(Linux)
    import Foundation

    /// Reads the key path getters of `DefaultValues` from the symbol table of an ELF file: the one thing
    /// the Linux name lookup of a computed key path needs (see ``KeyPathGetterSymbol``).
    ///
    /// Reads the file's header, its section headers, and the sections of its symbol table (`.symtab`) and
    /// of that table's names, nothing else; a 64-bit little-endian file only, as Swift on Linux builds.
    /// A stripped binary has no `.symtab`: nothing is found.
    enum ELFSymbolTable {
        /// The symbols of key path getters into `DefaultValues` (mangled names that end with `TK` and
        /// name `DefaultValues`), by their value: an offset in the image for a position-independent one,
        /// an address otherwise. Empty if the file cannot be read or has no symbol table.
        static func keyPathGetters(inFileAt path: String) -> [UInt: String] {
            guard let file = FileHandle(forReadingAtPath: path) else { return [:] }
            defer { try? file.close() }
            let read = { (offset: UInt64, count: Int) -> [UInt8]? in
                guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: count),
                    data.count == count
                else { return nil }
                return [UInt8](data)
            }
            // The ELF header: magic, 64-bit (class 2), little-endian (data 1), then the section headers.
            guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2,
                header[5] == 1
            else { return [:] }
            let sectionsAt = header.integer(at: 0x28, of: UInt64.self)
            let sectionSize = Int(header.integer(at: 0x3A, of: UInt16.self))
            let sectionCount = Int(header.integer(at: 0x3C, of: UInt16.self))
            guard sectionSize >= 64, let sections = read(sectionsAt, sectionSize * sectionCount) else { return [:] }
            // The symbol table (section type 2), and the string table its `sh_link` names.
            let tables = (0..<sectionCount).map { sectionSize * $0 }
            guard let symtab = tables.first(where: { sections.integer(at: $0 + 4, of: UInt32.self) == 2 }) else {
                return [:]
            }
            let strtab = sectionSize * Int(sections.integer(at: symtab + 40, of: UInt32.self))
            guard strtab + sectionSize <= sections.count,
                let symbols = read(
                    sections.integer(at: symtab + 24, of: UInt64.self),
                    Int(sections.integer(at: symtab + 32, of: UInt64.self))
                ),
                let names = read(
                    sections.integer(at: strtab + 24, of: UInt64.self),
                    Int(sections.integer(at: strtab + 32, of: UInt64.self))
                )
            else { return [:] }
            var getters: [UInt: String] = [:]
            // Each symbol is 24 bytes: its name's offset in `names`, then at 8 its value.
            for symbol in stride(from: 0, to: symbols.count - 23, by: 24) {
                let start = Int(symbols.integer(at: symbol, of: UInt32.self))
                guard start < names.count, let end = names[start...].firstIndex(of: 0), end - start > 2,
                    names[end - 2] == UInt8(ascii: "T"), names[end - 1] == UInt8(ascii: "K")
                else { continue }
                let name = String(decoding: names[start..<end], as: UTF8.self)
                guard name.contains("13DefaultValuesV") else { continue }
                getters[UInt(symbols.integer(at: symbol + 8, of: UInt64.self))] = name
            }
            return getters
        }
    }

    extension [UInt8] {
        /// The little-endian integer at `offset`.
        fileprivate func integer<Integer: FixedWidthInteger>(at offset: Int, of _: Integer.Type) -> Integer {
            var value = Integer.zero
            for byte in self[offset..<offset + MemoryLayout<Integer>.size].reversed() {
                value = value << 8 | Integer(byte)
            }
            return value
        }
    }
#endif
