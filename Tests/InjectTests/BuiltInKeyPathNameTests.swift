import Foundation
import Testing

@testable import Inject

/// Inject names its built-in key paths by their property names, which the Linux runtime cannot give.
@Suite struct BuiltInKeyPathNameTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func eachBuiltInKeyPathHasItsPropertyName() {
        #expect(builtInKeyPathName(\DefaultValues.now) == "\\.now")
        #expect(builtInKeyPathName(\DefaultValues.uuid) == "\\.uuid")
        #expect(builtInKeyPathName(\DefaultValues.clock) == "\\.clock")
        #expect(builtInKeyPathName(\DefaultValues.randomNumberGenerator) == "\\.randomNumberGenerator")
        #expect(builtInKeyPathName(\DefaultValues.locale) == "\\.locale")
        #expect(builtInKeyPathName(\DefaultValues.calendar) == "\\.calendar")
        #expect(builtInKeyPathName(\DefaultValues.timeZone) == "\\.timeZone")
    }

    /// The name messages and events give, on every platform, whether or not the binary keeps its symbols.
    @Test func messagesNameABuiltInByItsPropertyOnEveryPlatform() {
        #expect(keyPathName(\DefaultValues.now) == "\\.now")
        #expect(keyPathName(\DefaultValues.locale) == "\\.locale")
    }

    @Test func anyOtherKeyPathHasNone() {
        #expect(builtInKeyPathName(\DefaultValues.frameReplaced) == nil)
        #expect(builtInKeyPathName(\DefaultValues.context) == nil)
    }

    /// A dependency of the app's own whose value has a built-in's type is not that built-in: it has no
    /// built-in name, and messages give it its own, `\.serverLocale`, not `\.locale`.
    @Test func aKeyPathOfABuiltInsTypeHasNone() {
        #expect(builtInKeyPathName(\DefaultValues.serverLocale) == nil)
        #expect(builtInKeyPathName(\DefaultValues.deadline) == nil)
        #expect(keyPathName(\DefaultValues.serverLocale) == "\\.serverLocale")
        #expect(keyPathName(\DefaultValues.deadline) == "\\.deadline")
    }
}
