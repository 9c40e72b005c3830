import Foundation
import Inject
import InjectTesting

extension UUIDGenerator {
    /// Ids that count in their first eight digits, `00000001-0000-4000-8000-000000000000` and up, so the
    /// short ids the command line prints read `00000001`, `00000002`, …
    ///
    /// It is built on `.incrementing`, which counts in the last digits and so would give every book
    /// the short id `00000000`. Each read is a new generator that starts again from 1.
    static var numbered: UUIDGenerator {
        let counter = UUIDGenerator.incrementing
        return UUIDGenerator {
            let count = counter().uuid
            let number = [count.12, count.13, count.14, count.15].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } + 1
            return UUID(uuidString: String(format: "%08X-0000-4000-8000-000000000000", number))!
        }
    }
}
