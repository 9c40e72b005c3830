import Inject
import Testing

extension InjectionTrait {
    /// Ends the test's frame: its instances go, even those whose own points hold the frame; then, if the
    /// test reports leaks, each instance it made that is still alive is an issue of the test.
    ///
    /// The trait nearest the test ends it first and takes the frame's record of what it made, so a
    /// trait around it, which ends it again, reports nothing twice.
    @MainActor
    func end(_ frame: InjectionFrame, reportingLeaks: Bool, of test: Test) async {
        frame.dropInstances()
        guard let watch = frame.leakWatch else { return }
        // What the test's own tasks let go of as they finish, they let go of now.
        for _ in 0..<3 { await Task.yield() }
        let survivors = watch.takeSurvivors()
        guard reportingLeaks else { return }
        for survivor in survivors {
            Issue.record(Comment(rawValue: survivor), sourceLocation: test.sourceLocation)
        }
    }
}

extension Trait where Self == InjectionTrait {
    /// Runs the test in its own frame and, when it ends, reports each instance it made that is still
    /// alive, naming its key path, scope, lifespan and who asked for it.
    ///
    /// When the test has ended, its frame lets go of every instance it keeps, `.permanent` ones
    /// included, and its tasks have had a turn to finish; a class instance that a default or a
    /// replacement made in the test (or in a frame opened inside it) and that is still alive then is
    /// held by something the test left behind: a retain cycle through a closure the instance was handed,
    /// a static, a task still running. Each one is an issue of the test:
    ///
    /// ```
    /// Inject: \.feedModel (temporary, local), asked for at Feed/FeedScreen.swift:8, is still alive after
    /// the test ended and let go of its instances: something the test left behind holds it (…).
    /// ```
    ///
    /// On a suite it reaches every test of it; `reportingLeaks(false)` on a test opts it out. Values
    /// the test made itself (not through Inject), value types and `Optional` values are not watched.
    ///
    /// ```swift
    /// @Suite(.injectionIsolated, .reportingLeaks()) struct FeedTests { /* … */ }
    /// ```
    ///
    /// - Parameters:
    ///   - reports: Whether the test reports the instances that outlive it.
    ///   - fileID: Where the trait is written, for messages.
    ///   - line: Where the trait is written, for messages.
    /// - Returns: The trait.
    public static func reportingLeaks(
        _ reports: Bool = true,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        InjectionTrait(
            configure: { _ in },
            context: nil,
            isStrict: nil,
            reportsLeaks: reports,
            location: Inject.SourceLocation(fileID: fileID, line: line)
        )
    }
}
