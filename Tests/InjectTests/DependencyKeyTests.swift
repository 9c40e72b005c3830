import Testing

@testable import Inject

/// A dependency's identity is its key path: one property is one key wherever its key path is written,
/// and two properties, or two arguments of one subscript, are two keys, also when their values have the
/// same type.
@Suite struct DependencyKeyTests {
    /// `\.backoff.retries` is a key of its own, as GettingStarted says: a replacement of `\.backoff`
    /// does not reach it.
    @Test @MainActor func aKeyPathOfTwoStepsIsADependencyOfItsOwn() {
        withInjected(\.backoff, Backoff(retries: 0)) {
            #expect(resolve(\.backoff).retries == 0)
            #expect(resolve(\.backoff.retries) == 3)
        }
        #expect(DependencyKey(\DefaultValues.backoff.retries) != DependencyKey(\DefaultValues.backoff))
    }

    @Test func onePropertyIsOneKeyWhereverItsKeyPathIsWritten() {
        let here = DependencyKey(\DefaultValues.contextual)
        let there = DependencyKey(contextualKeyPathWrittenElsewhere())
        #expect(here == there)
        #expect(here.hashValue == there.hashValue)
    }

    @Test func twoPropertiesOfOneValueTypeAreTwoKeys() {
        #expect(DependencyKey(\DefaultValues.contextual) != DependencyKey(\DefaultValues.feedContext))
    }

    @Test func twoArgumentsOfOneSubscriptAreTwoKeysAndOneArgumentIsOne() {
        #expect(DependencyKey(\DefaultValues.[loaderFor: "a"]) != DependencyKey(\DefaultValues.[loaderFor: "b"]))
        #expect(DependencyKey(\DefaultValues.[loaderFor: "a"]) == DependencyKey(\DefaultValues.[loaderFor: "a"]))
    }

    @Test func propertiesOfDifferentValueTypesAreTwoKeys() {
        #expect(DependencyKey(\DefaultValues.contextual) != DependencyKey(\DefaultValues.[loaderFor: "a"]))
    }

    @Test func aDependencyKeepsTheKeyPathItWasMadeWith() {
        let dependency = Dependency(\.[loaderFor: "a"])
        #expect(dependency.keyPath == \DefaultValues.[loaderFor: "a"])
        #expect(dependency.keyPath != \DefaultValues.[loaderFor: "b"])
        #expect(Dependency(\.contextual).keyPath == \DefaultValues.contextual)
    }
}

/// The key path of `contextual`, formed at another place in the source than the tests' own.
private func contextualKeyPathWrittenElsewhere() -> KeyPath<DefaultValues, String> {
    \.contextual
}
