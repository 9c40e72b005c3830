extension DefaultValues {
    /// Declares a default that has one instance per process, whatever its injection points ask for.
    ///
    /// Consumers choose a ``Scope`` and a ``Lifespan`` at each injection point; the owner of a
    /// dependency can pin its lifetime here instead, so consumers cannot disagree. The first resolution
    /// makes the instance and every later one returns it, for `.temporary` and `.shared` points alike,
    /// until ``reset(fileID:line:)`` or until a global override of the key is set or removed.
    /// Replacements still apply at every level: an injection point, a `withInjected` frame (which keeps
    /// its own instance), or a global override. A frame that has ended (a test's after the test, a
    /// SwiftUI modifier's after its identity) keeps none: each resolution there makes a new instance.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var analytics: any Analytics { permanent { LiveAnalytics() } }
    /// }
    /// ```
    ///
    /// The value is `Sendable` because one instance serves every consumer in the process. A default may
    /// call `permanent { }` more than once: each call keeps its own instance, told apart by where it is
    /// written and the type it makes. A helper that wraps `permanent { }` must pass its own caller's
    /// `fileID`, `line` and `column` through; otherwise every use of the helper in one default that makes
    /// the same type is one call, and shares one instance. Each dependency keeps its own instances, so
    /// the defaults of two dependencies never share one, whatever helper they call.
    ///
    /// - Parameters:
    ///   - make: Makes the instance, once.
    ///   - fileID: Where the call is written, which tells the calls of one default apart.
    ///   - line: Where the call is written.
    ///   - column: Where the call is written.
    /// - Returns: The instance.
    @inlinable
    public func permanent<Value: Sendable>(
        _ make: () -> Value,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        // Defaults are evaluated on the main actor, inside a resolution.
        let site = PermanentDefault.Site(fileID: fileID, line: line, column: column)
        let found = assumeOnMainActor(site.offMainMessage, file: fileID, line: line) {
            Resolver.permanentDefault(at: site, as: Value.self)
        }
        if let kept = found.instance { return kept }
        let value = make()
        assumeOnMainActor(site.offMainMessage, file: fileID, line: line) {
            Resolver.keepPermanentDefault(value, at: site, madeSince: found.placeholders)
        }
        return value
    }
}
