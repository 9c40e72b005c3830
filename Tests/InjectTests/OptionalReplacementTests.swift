import Testing

@testable import Inject

/// A dependency of an optional type is replaced with `nil` by `.some(nil)` in `InjectedOverrides`, where a
/// plain `nil` removes the replacement, as the subscript's documentation says.
@Suite struct OptionalReplacementTests {
    final class Reader {
        @Injected(\.optionalToken) var token
    }

    @Test @MainActor func someNilReplacesTheDependencyWithNil() {
        let reader = withInjected({ $0[\.optionalToken] = .some(nil) }) { Reader() }
        #expect(reader.token == nil)
        #expect(reader.$token.source == .frameOverride)
    }

    @Test @MainActor func aPlainNilRemovesTheReplacementSoTheDefaultRuns() {
        let reader = withInjected({
            $0[\.optionalToken] = "replaced"
            $0[\.optionalToken] = nil
        }) { Reader() }
        #expect(reader.token == "token from the default")
        #expect(reader.$token.source == .defaultValue)
    }

    @Test @MainActor func theOneKeyFormReplacesWithNil() {
        let reader = withInjected(\.optionalToken, nil) { Reader() }
        #expect(reader.token == nil)
    }
}
