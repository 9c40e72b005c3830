// A module that declares its own `now` on DefaultValues is not told of the clash: in that module its
// property shadows Inject's, even of another type, so `\.now` there is the module's and a replacement
// of Inject's `\.now` never reaches it. (A module that imports both sees `\.now` as ambiguous wherever
// the type is not written; this check, one module, cannot show that.)
import Foundation
import Inject

extension DefaultValues {
    var now: Date { Date(timeIntervalSince1970: 0) }
}

@MainActor final class Reminder {
    @Injected(\.now) var now
}

@MainActor func dueDate(of reminder: Reminder) -> Date { reminder.now }
