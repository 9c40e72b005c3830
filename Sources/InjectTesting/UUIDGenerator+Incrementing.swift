import Inject

// `UUID` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without the
// rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UUIDGenerator {
    /// A generator that counts: `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, and so on.
    ///
    /// Each read of `incrementing` is a new generator that starts again from zero; copies of one
    /// generator share its count, and calls from many tasks each get a number of their own. The count
    /// is the last 16 hexadecimal digits, big-endian. These UUIDs carry no version or variant bits:
    /// they are for tests, where predictable beats well-formed. A trait's value is made again for each
    /// test and each test case, so every test counts from zero, on a suite too.
    ///
    /// ```swift
    /// @Test(.injecting(\.uuid, .incrementing))
    /// @MainActor func addedDraftsGetTheNextIdentifiers() {
    ///     let drafts = Drafts()
    ///     drafts.add()
    ///     drafts.add()
    ///     #expect(drafts.ids.map(\.uuidString).last == "00000000-0000-0000-0000-000000000001")
    /// }
    /// ```
    public static var incrementing: UUIDGenerator {
        let count = Locked<UInt64>(0)
        return UUIDGenerator {
            let number = count.withLock { count in
                defer { count += 1 }
                return count
            }
            return UUID(counting: number)
        }
    }
}

extension UUID {
    /// The UUID whose last 64 bits are `number`, big-endian, and whose first 64 bits are zero.
    fileprivate init(counting number: UInt64) {
        func byte(_ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: number >> (8 * (7 - index))) }
        self.init(
            uuid: (0, 0, 0, 0, 0, 0, 0, 0, byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7))
        )
    }
}
