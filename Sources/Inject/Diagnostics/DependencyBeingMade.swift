extension Resolver {
    /// The dependency whose default or replacement is being made, the innermost if several are: what a
    /// problem reported now is about.
    ///
    /// For InjectTesting's dependency check, which asks while Inject reports a problem to it, to tell
    /// which dependency a strict failure names without reading the message.
    package static var dependencyBeingMade: DependencyKey? {
        ResolutionsUnderWay.last?.key
    }
}
