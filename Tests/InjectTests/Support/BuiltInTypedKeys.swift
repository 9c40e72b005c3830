import Foundation
import Inject

// Dependencies of the tests' own whose values have the types of built-in ones, for the tests of the
// names Inject gives its built-in key paths.

extension DefaultValues {
    var serverLocale: Locale { Locale(identifier: "de_DE") }
    var deadline: DateGenerator { DateGenerator { Date(timeIntervalSince1970: 0) } }
}
