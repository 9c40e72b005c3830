import Inject

extension DefaultValues {
    /// The dependency the cross-module tests name both from here and from their own module.
    ///
    /// Only `.shared` + `.permanent` points use it, so every test target gets the same instance and no
    /// test can disturb another.
    public var crossModule: Tracked { Tracked() }
}

/// `\DefaultValues.crossModule`, formed in this module, for tests that form it again in theirs.
public let fixtureKeyPath: KeyPath<DefaultValues, Tracked> & Sendable = \DefaultValues.crossModule
