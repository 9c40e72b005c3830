extension Injectable {
    /// Returns a copy that uses `value` for one injected property.
    ///
    /// The original and its other copies keep their own instances. The replacement's type must match
    /// the property's type: a mismatch does not compile. The compiler cannot tell an injected property
    /// from another writable one, so `property` may name any. The write reads the property once first,
    /// which is how it finds the injection point it replaces; a plain property is then simply assigned.
    ///
    /// That read takes the first unresolved injection point of type `Value` that it reaches, outside
    /// the resolutions of other dependencies, for the one it replaces: an `@Injected` property's own
    /// point. So name the injected property itself. A plain property whose getter first reads another
    /// object's unresolved point of the same type (a `lazy var` whose initial value is
    /// `helper.service`), or a longer key path whose earlier component is a point of the same type
    /// (`\.parent.next`, both `Node`s), gives `value` to that point instead.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// #Preview {
    ///     RemoteImage(url: sampleURL).injecting(MockDownloader(), for: \.downloader)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The instance the copy uses.
    ///   - property: The `@Injected` or `@Resolved` property to replace, such as `\.downloader`.
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    /// - Returns: A copy of `self` whose property holds `value`.
    @MainActor
    public func injecting<Value>(
        _ value: Value,
        for property: WritableKeyPath<Self, Value>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        checkInjectingOnMainActor(fileID: fileID, line: line)
        var copy = self
        Resolver.writingReplacement(
            value,
            reading: { _ = copy[keyPath: property] },
            writing: { copy[keyPath: property] = value }
        )
        return copy
    }

    /// A read-only property given to `injecting(_:for:)`: not available, so the compiler says which
    /// property to name.
    ///
    /// `injecting(_:for:)` writes the replacement into the property, so the key path must be writable:
    /// an `@Injected` or `@Resolved` property declared with `var` and settable where the call is made,
    /// not a computed property, a `let` or a `private(set)` one.
    ///
    /// ```swift
    /// let model = FeedModel().injecting(MockDownloader(), for: \.downloader)   // a settable var
    /// ```
    ///
    /// - Parameters:
    ///   - value: The replacement.
    ///   - property: A read-only key path, which cannot be replaced.
    /// - Returns: Nothing: the call does not compile.
    @available(
        *,
        unavailable,
        message: "the replacement is written into the property: name a settable @Injected or @Resolved var"
    )
    public func injecting<Value>(_ value: Value, for property: KeyPath<Self, Value>) -> Self {
        fatalError("unavailable")
    }
}

extension Injectable where Self: AnyObject {
    /// Replaces the instance of one injected property of this object, and returns the object.
    ///
    /// Only that injection point changes; other objects, and other properties of this one, keep their
    /// instances. The replacement's type must match the property's type: a mismatch does not compile.
    /// As with a struct, `property` may name any writable property, which is read once, then assigned,
    /// and the read finds the point it replaces in the same way, with the same limit.
    ///
    /// ```swift
    /// let model = FeedModel().injecting(MockDownloader(), for: \.downloader)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The instance the property uses from now on.
    ///   - property: The `@Injected` or `@Resolved` property to replace, such as `\.downloader`.
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    /// - Returns: `self`, so the call can be chained; the result may be ignored.
    @MainActor @discardableResult
    public func injecting<Value>(
        _ value: Value,
        for property: ReferenceWritableKeyPath<Self, Value>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        checkInjectingOnMainActor(fileID: fileID, line: line)
        Resolver.writingReplacement(
            value,
            reading: { _ = self[keyPath: property] },
            writing: { self[keyPath: property] = value }
        )
        return self
    }
}

extension Injectable {
    /// Stops the process, naming `injecting(_:for:)` on this type and where it is written, if it runs
    /// off the main actor: a Swift 5 client can call it there with no warning, and it sets the main
    /// actor's replacement in flight before the write (a `@Resolved` or plain property's write checks
    /// nothing).
    @MainActor
    func checkInjectingOnMainActor(fileID: StaticString, line: UInt) {
        Resolver.checkMainActor(
            calling: "\(Self.self).injecting(_:for:)",
            fileID: fileID,
            line: line,
            advice: "replace injected values on the main actor."
        )
    }
}
