#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What kind of process is running: the real app, an Xcode preview, or tests.
///
/// Inject detects it once per process, and defaults can read it to pick a value per context:
///
/// ```swift
/// extension DefaultValues {
///     var clock: any Clock<Duration> {
///         context.choose(live: ContinuousClock(), preview: ImmediateClock(), test: TestClock())
///     }
/// }
/// ```
///
/// Detection, in order: the environment variable `INJECT_CONTEXT` set to `live`, `preview` or `test`
/// forces a context; `XCODE_RUNNING_FOR_PREVIEWS=1` means `.preview`; a process that has loaded XCTest
/// or Swift Testing means `.test`; anything else is `.live`.
public enum InjectionContext: String, Sendable, Hashable, CaseIterable {
    /// The app itself.
    case live
    /// An Xcode or SwiftUI preview.
    case preview
    /// A process running XCTest or Swift Testing tests.
    case test

    /// The context of this process, detected once.
    ///
    /// ```swift
    /// if InjectionContext.current == .test { print("running tests") }
    /// ```
    public static let current: InjectionContext = detect { getenv($0).map { String(cString: $0) } }

    /// Picks the value for the current context. Only the chosen value is built.
    ///
    /// ```swift
    /// var analytics: any Analytics {
    ///     context.choose(live: LiveAnalytics(), preview: NoAnalytics(), test: RecordingAnalytics())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - live: The value for the app.
    ///   - preview: The value for previews.
    ///   - test: The value for tests.
    /// - Returns: The value for this context.
    public func choose<Value>(
        live: @autoclosure () -> Value,
        preview: @autoclosure () -> Value,
        test: @autoclosure () -> Value
    ) -> Value {
        switch self {
        case .live: live()
        case .preview: preview()
        case .test: test()
        }
    }

    /// Detects the context from an environment lookup and the loaded test frameworks.
    package static func detect(environment variable: (String) -> String?) -> InjectionContext {
        if let forced = variable("INJECT_CONTEXT").flatMap(InjectionContext.init(rawValue:)) {
            return forced
        }
        if variable("XCODE_RUNNING_FOR_PREVIEWS") == "1" {
            return .preview
        }
        return testFrameworkIsLoaded() ? .test : .live
    }

    /// Whether XCTest or Swift Testing is part of this process.
    private static func testFrameworkIsLoaded() -> Bool {
        let symbols = [
            "swt_abiv0_getEntryPoint",  // Swift Testing's entry point
            "$s6XCTest0A4CaseCN",  // XCTest's XCTestCase, swift-corelibs-xctest
            "OBJC_CLASS_$_XCTestCase",  // XCTest's XCTestCase, Apple platforms
        ]
        return symbols.contains { dlsym(defaultSymbolScope, $0) != nil }
    }

    /// `RTLD_DEFAULT`: look a symbol up in everything the process has loaded.
    private static var defaultSymbolScope: UnsafeMutableRawPointer? {
        #if canImport(Darwin)
            UnsafeMutableRawPointer(bitPattern: -2)
        #else
            nil
        #endif
    }
}

extension DefaultValues {
    /// The context of this process, for defaults that differ between the app, previews and tests.
    ///
    /// ```swift
    /// var clock: any Clock<Duration> { context.choose(live: ContinuousClock(), preview: ImmediateClock(), test: TestClock()) }
    /// ```
    public var context: InjectionContext { .current }
}
