#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where code runs: the real app, an Xcode preview, or tests.
///
/// Defaults read it to pick a value per context:
///
/// ```swift
/// extension DefaultValues {
///     var analytics: any Analytics {
///         context.choose(live: LiveAnalytics(), preview: NoAnalytics(), test: RecordingAnalytics())
///     }
/// }
/// ```
///
/// The process's context is detected once, at the first resolution. In order: the environment variable
/// `INJECT_CONTEXT` set to `live`, `preview` or `test` (in any case) forces a context, and any other
/// value stops the program with a message naming the variable, the value and the accepted values;
/// `XCODE_RUNNING_FOR_PREVIEWS=1` means `.preview`; a process that has loaded XCTest or Swift Testing
/// means `.test`; anything else is `.live`.
///
/// A `withInjected(context:operation:)` frame sets the context for the code inside it, and objects
/// created there keep it, as they keep the frame's overrides: one test can check preview values.
public enum InjectionContext: String, Sendable, Hashable, CaseIterable {
    /// The app itself.
    ///
    /// The context of a process that is not rendering previews and has loaded neither XCTest nor Swift
    /// Testing, unless `INJECT_CONTEXT` names another. A command-line tool or server built with Inject
    /// runs here too.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var receiptPrinter: any PaymentProcessing {
    ///         context == .live ? StripePayments() : FakePayments()
    ///     }
    /// }
    /// ```
    case live
    /// An Xcode or SwiftUI preview.
    ///
    /// Detected from `XCODE_RUNNING_FOR_PREVIEWS=1`, which Xcode sets in the process that renders
    /// previews. A test can check a default's preview value inside a `withInjected(context: .preview)`
    /// frame.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var tracker: any Analytics {
    ///         context.choose(live: LiveAnalytics(), preview: NoAnalytics(), test: RecordingAnalytics())
    ///     }
    /// }
    ///
    /// @Test @MainActor func previewsTrackNothing() {
    ///     withInjected(context: .preview) {
    ///         #expect(resolve(\.tracker) is NoAnalytics)
    ///     }
    /// }
    /// ```
    case preview
    /// A process running XCTest or Swift Testing tests.
    ///
    /// Detected once the process has loaded either framework, so every test gets each default's test
    /// value without any setup. Give a dependency that every test must replace
    /// ``DefaultValues/unimplemented(_:fileID:filePath:line:)`` as its test value.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var checkout: any PaymentProcessing {
    ///         context.choose(live: StripePayments(), preview: FakePayments(), test: unimplemented(FakePayments()))
    ///     }
    /// }
    ///
    /// @Test func runsAsATest() {
    ///     #expect(InjectionContext.current == .test)
    /// }
    /// ```
    case test

    /// The context here: the innermost `withInjected(context:operation:)` frame's, else the process's.
    ///
    /// Inside a default, "here" is the frame of the injection point being resolved.
    ///
    /// ```swift
    /// if InjectionContext.current == .test { print("running tests") }
    /// ```
    public static var current: InjectionContext {
        guard let frame = InjectionFrame.currentIfAny else { return processContext }
        frame.noteContextRead()
        return frame.context ?? processContext
    }

    /// The context of this process, detected once; stops the program if `INJECT_CONTEXT` is invalid.
    package static var processContext: InjectionContext {
        switch detected {
        case .success(let context): context
        case .failure(let invalid): fatalError(invalid.message)
        }
    }

    /// The outcome of detecting the process's context, once.
    private static let detected = detect { getenv($0).map { String(cString: $0) } }

    /// Picks the value for the current context. Only the chosen value is built.
    ///
    /// Each argument is an autoclosure, so a live value that opens a connection is never made in tests.
    /// Inside a default, the context is that of the injection point being resolved. Reading it also tells
    /// a strict test (any test that `InjectTesting` isolates) that the default has a value for tests.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var analytics: any Analytics {
    ///         context.choose(live: LiveAnalytics(), preview: NoAnalytics(), test: RecordingAnalytics())
    ///     }
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
    package static func detect(
        environment variable: (String) -> String?
    ) -> Result<InjectionContext, InvalidContextVariable> {
        if let forced = variable(InvalidContextVariable.name) {
            guard let context = InjectionContext(rawValue: forced.lowercased()) else {
                return .failure(InvalidContextVariable(value: forced))
            }
            return .success(context)
        }
        if variable("XCODE_RUNNING_FOR_PREVIEWS") == "1" {
            return .success(.preview)
        }
        return .success(testFrameworkIsLoaded() ? .test : .live)
    }

    /// Whether XCTest or Swift Testing is part of this process.
    package static func testFrameworkIsLoaded() -> Bool {
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
    /// The context of the injection point being resolved, for defaults that differ between the app,
    /// previews and tests.
    ///
    /// It is the ``InjectionContext/current`` context: the one of the frame the injection point was
    /// created in, else the process's. `resolve(\.context)` and `@Injected(\.context)` read it the same
    /// way: inside `withInjected(context: .preview)` they give `.preview`.
    ///
    /// The context is not a dependency: defaults read this property directly, never a replacement of
    /// its key path. Replace it with `withInjected(context:operation:)`, or `.injecting(context:)` in a
    /// Swift Testing test. Replacing `\.context` like a dependency (`withInjected(\.context, .preview)`,
    /// `overrides[\.context]`, `DefaultValues.override(\.context)`, the test trait or the SwiftUI
    /// modifier `.injecting(\.context, .preview)`) is deprecated, so the compiler says so, and with
    /// warnings treated as errors it does not compile. Those overloads take any key path whose value is
    /// an ``InjectionContext``, so a dependency of your own of that type gets the same warning: give it
    /// another type.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var payments: any PaymentProcessing {
    ///         context.choose(live: StripePayments(), preview: FakePayments(), test: FakePayments())
    ///     }
    /// }
    /// ```
    public var context: InjectionContext { .current }
}

/// An `INJECT_CONTEXT` value that names no context.
package struct InvalidContextVariable: Error, Equatable {
    /// The environment variable that forces a context.
    package static let name = "INJECT_CONTEXT"

    /// The value found.
    package let value: String

    /// What the program stops with.
    package var message: String {
        let accepted = InjectionContext.allCases.map(\.rawValue).joined(separator: ", ")
        return
            "Inject: \(Self.name) is \"\(value)\", which names no context; use one of \(accepted) (in any case), or unset it."
    }
}
