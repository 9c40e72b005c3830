extension DefaultValues {
    /// A default that fails the running test when it is used, instead of running live code.
    ///
    /// Use it for the test value of a dependency that every test must replace. When an injection point or a
    /// `resolve` call resolves to it, Inject records a test failure that names the key path and where it was
    /// asked for (in every test of a process that `InjectTesting` is linked into, whatever order tests run in
    /// and with or without the `InjectTesting` trait), and it gets `placeholder`. Outside tests, or without
    /// `InjectTesting`, the process stops with the same message. In work that left a Swift Testing test's task (a
    /// `Task.detached`, a `DispatchQueue` callback), where Swift Testing knows of no running test, the failure is
    /// recorded for the test run instead of a test. A placeholder, or a value a default builds around one, is
    /// never kept as a `.shared` instance or by `permanent { }`: each resolution that needs it runs the default
    /// again and records the failure again, in its test.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var payments: any PaymentProcessing {
    ///         context.choose(live: StripePayments(), preview: FakePayments(), test: unimplemented(FakePayments()))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The value the injection point gets after the failure is recorded.
    ///   - fileID: Where `unimplemented` is written.
    ///   - filePath: Where `unimplemented` is written.
    ///   - line: Where `unimplemented` is written.
    /// - Returns: `placeholder`.
    public func unimplemented<Value>(
        _ placeholder: @autoclosure () -> Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> Value {
        reportUnimplemented(fileID: fileID, filePath: filePath, line: line)
        return placeholder()
    }

    /// ``unimplemented(_:fileID:filePath:line:)`` for Inject's built-in dependencies, whose call sits in
    /// Inject's source, no file of the user's: the failure goes to the running test, and its message
    /// names the injection point and this call.
    package func builtInUnimplemented<Value>(
        _ placeholder: @autoclosure () -> Value,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Value {
        reportUnimplemented(fileID: fileID, filePath: nil, line: line)
        return placeholder()
    }

    /// Records the failure of an `unimplemented` default used at the given call.
    private func reportUnimplemented(fileID: StaticString, filePath: StaticString?, line: UInt) {
        // Defaults are evaluated on the main actor, inside a resolution; a call in a closure the default
        // made, run later on another thread, stops naming the call, as `permanent { }` and `resolve` do.
        assumeOnMainActor(
            misplacedInDefaultMessage("unimplemented(_:)", at: "\(fileID):\(line)", offMainActor: true),
            file: fileID,
            line: line
        ) {
            Resolver.noteTestValue()
            Resolver.placeholdersGiven &+= 1
            let message = Resolver.unimplementedMessage(declaredAt: SourceLocation(fileID: fileID, line: line))
            IssueReporting.report(message, fileID: fileID, filePath: filePath, line: line)
        }
    }
}
