/// Runs `operation` in the frame that `parent` was created in, so that objects made later keep their
/// maker's replacements.
///
/// A model created inside `withInjected` keeps that frame for its own injection points, but an object it
/// creates later (in an action, a factory closure, a task) is made wherever that code runs, usually
/// outside any frame. Wrap the creation in `withInjected(from: self)`: inside `operation`, resolution
/// uses the frame `parent` captured when it was made (its overrides, its context and its `.shared` and
/// `.permanent` instances, which the child shares) instead of the current one. It nests: a grandchild
/// made with `withInjected(from: child)` sees the same frame.
///
/// ```swift
/// @MainActor final class FeedModel {
///     @Injected(\.api) var api
///
///     func open(_ item: Item) -> DetailModel {
///         withInjected(from: self) { DetailModel(item: item) }   // sees the feed's replacements
///     }
/// }
///
/// let feed = withInjected(\.api, MockAPI()) { FeedModel() }
/// let detail = feed.open(item)   // detail.api is the MockAPI
/// ```
///
/// `parent` is any class or struct with at least one `@Injected`, ``Resolved`` or ``CapturedFrame``
/// stored property (its own or, for a class, a superclass's): the frame is read from the first one,
/// found by reflection. An object whose dependencies are all passed to its initializer keeps its frame
/// in a `CapturedFrame`. A type with a custom mirror (`CustomReflectable`) hides its stored properties
/// from reflection: pass one of those properties itself instead, `withInjected(from: _api)`. An
/// optional parent, such as a `weak var`, gives its value's frame. A value without such a property, or
/// `nil`, has no frame to give: on the main actor in a test process that links `InjectTesting`, that
/// is recorded as a test failure and `operation` runs in the current frame; anywhere else (off the main
/// actor, outside tests, in a test target without `InjectTesting`) the program stops.
///
/// Call it where `parent`'s own code runs, as `withInjected(from: self)` in one of its methods does:
/// reflection reads `parent`'s stored properties, which another isolation may be changing meanwhile.
///
/// - Parameters:
///   - parent: The object whose frame the operation runs in.
///   - fileID: Where the call is written, for messages.
///   - filePath: Where the call is written, for test failures.
///   - line: Where the call is written, for messages.
///   - operation: The code that runs in `parent`'s frame.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    from parent: Any?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    operation: () throws -> Result
) rethrows -> Result {
    guard let frame = InjectionFrame.captured(by: parent) else {
        InjectionFrame.reportNoCapturedFrame(in: parent, fileID: fileID, filePath: filePath, line: line)
        return try operation()
    }
    return try InjectionFrame.$current.withValue(frame === InjectionFrame.root ? nil : frame, operation: operation)
}

/// Runs an asynchronous `operation` in the frame that `parent` was created in.
///
/// `parent`'s frame is found, or its absence reported, as
/// ``withInjected(from:fileID:filePath:line:operation:)`` does, once, before `operation` starts. The
/// frame then holds across `operation`'s suspension points, and `operation` runs in the caller's
/// isolation: called from a main-actor model's method, it stays on the main actor.
///
/// ```swift
/// extension FeedModel {
///     func refreshDetail(_ item: Item) async {
///         await withInjected(from: self) { await DetailModel(item: item).load() }
///     }
/// }
/// ```
///
/// - Parameters:
///   - parent: The object whose frame the operation runs in.
///   - isolation: The caller's isolation, inherited by `operation`.
///   - fileID: Where the call is written, for messages.
///   - filePath: Where the call is written, for test failures.
///   - line: Where the call is written, for messages.
///   - operation: The code that runs in `parent`'s frame.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    from parent: Any?,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    operation: () async throws -> Result
) async rethrows -> Result {
    guard let frame = InjectionFrame.captured(by: parent) else {
        InjectionFrame.reportNoCapturedFrame(in: parent, fileID: fileID, filePath: filePath, line: line)
        return try await operation()
    }
    return try await InjectionFrame.$current.withValue(
        frame === InjectionFrame.root ? nil : frame,
        operation: operation,
        isolation: isolation
    )
}

/// An `@Injected` or `@Resolved` property or a `CapturedFrame`, seen through reflection, that can tell
/// which frame it was created in.
protocol CapturesInjectionFrame {
    /// The frame the injection point was created in; the root when none was open.
    var capturedFrame: InjectionFrame { get }
}

extension Injected: CapturesInjectionFrame {
    var capturedFrame: InjectionFrame { point.frame ?? .root }
}

extension Resolved: CapturesInjectionFrame {
    var capturedFrame: InjectionFrame { ResolvedHold.frame(in: hold) ?? .root }
}

extension InjectionFrame {
    /// The frame captured by the first `@Injected`, `@Resolved` or `CapturedFrame` stored property of
    /// `value`, once unwrapped from its optionals, or `nil` if it has none or is `nil`.
    static func captured(by value: Any?) -> InjectionFrame? {
        guard let value = unwrapped(value) else { return nil }
        // An injected property given itself, as a type whose custom mirror hides its properties gives one.
        if let point = value as? any CapturesInjectionFrame { return point.capturedFrame }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                if let point = child.value as? any CapturesInjectionFrame { return point.capturedFrame }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Reports that `withInjected(from:)` found no frame in `value`: a test failure on the main actor,
    /// a stop anywhere else.
    static func reportNoCapturedFrame(
        in value: Any?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt
    ) {
        let message: String
        if let value = unwrapped(value) {
            let hint =
                value is any CustomReflectable
                ? " Its custom mirror hides its stored properties: pass one of its injected properties instead, withInjected(from: _property), or a CapturedFrame it keeps."
                : " To give it one, store a CapturedFrame() in it, made with the object."
            message =
                "Inject: withInjected(from:) at \(fileID):\(line) was given a \(type(of: value)), which has no @Injected or @Resolved stored property to take a frame from.\(hint)"
        } else {
            message =
                "Inject: withInjected(from:) at \(fileID):\(line) was given nil: a parent that is gone has no frame to give."
        }
        guard isOnMainQueue() else { fatalError(message, file: fileID, line: line) }
        MainActor.assumeIsolated {
            IssueReporting.report(message, fileID: fileID, filePath: filePath, line: line)
        }
    }

    /// `value` without the optionals that wrap it, and `nil` if one of them holds no value.
    private static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let optional = value as? any AnyOptional else { return value }
        return unwrapped(optional.wrappedValue)
    }
}
