import Inject

// Keys of the permanent-default tests.
extension DefaultValues {
    var permanentDefault: Service { permanent { Service("permanent") } }
    var permanentDefaultInFrame: Service { permanent { Service("permanent") } }
    var permanentDefaultOverridden: Service { permanent { Service("permanent") } }
    var permanentPart: Pair { Pair(part: permanent { Service("part") }) }
    var permanentTwoParts: TwoParts {
        TwoParts(first: permanent { Service("first") }, second: permanent { Service("second") })
    }
    /// Two `permanent { }` calls that differ in their file alone, as the calls of two helpers in two files
    /// at the same line and column would.
    var permanentPartsOfTwoFiles: TwoParts {
        TwoParts(
            first: permanent({ Service("first") }, fileID: "Helpers/First.swift", line: 1, column: 1),
            second: permanent({ Service("second") }, fileID: "Helpers/Second.swift", line: 1, column: 1)
        )
    }
    /// Two `permanent { }` calls that differ in their line alone, as two calls at one column would.
    var permanentPartsOfTwoLines: TwoParts {
        TwoParts(
            first: permanent({ Service("first") }, fileID: "Helpers/Lines.swift", line: 1, column: 1),
            second: permanent({ Service("second") }, fileID: "Helpers/Lines.swift", line: 2, column: 1)
        )
    }
    var permanentLeasedParts: TwoParts {
        TwoParts(first: permanent { Service("first") }, second: permanent { Service("second") })
    }
}

/// A value built around two parts that `permanent { }` keeps, each at a call of its own.
final class TwoParts: Sendable {
    let first: Service
    let second: Service

    init(first: Service, second: Service) {
        self.first = first
        self.second = second
    }
}

/// A value built around a part that `permanent { }` keeps.
final class Pair: Sendable {
    let part: Service

    init(part: Service) {
        self.part = part
    }
}

/// A value built around two parts of different types that one `permanent { }` call site keeps.
final class PartsOfTwoTypes: Sendable {
    let service: Service
    let pair: Pair

    init(service: Service, pair: Pair) {
        self.service = service
        self.pair = pair
    }
}

extension DefaultValues {
    /// Wraps `permanent { }` without passing its caller's location through: every use is one call site.
    func keptWithoutLocation<Value: Sendable>(_ make: () -> Value) -> Value { permanent(make) }

    var permanentPartsOfTwoTypes: PartsOfTwoTypes {
        PartsOfTwoTypes(
            service: keptWithoutLocation { Service("service") },
            pair: keptWithoutLocation { Pair(part: Service("pair")) }
        )
    }
}
