// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import Foundation
import Inject
import InjectTesting
import Testing

/// The BuiltInDependencies article's tests pass as written.
@Suite(.injectionIsolated)
struct BuiltInArticleExamplesTests {
    @Test(.injecting(\.now, .constant(Date(timeIntervalSince1970: 1_000))))
    @MainActor func aReminderDueEarlierIsOverdue() {
        #expect(Reminders().isOverdue(Date(timeIntervalSince1970: 999)))
    }

    @Test(.injecting(\.uuid, .incrementing))
    @MainActor func draftsGetTheNextIdentifiers() {
        let drafts = Drafts()
        drafts.add()
        #expect(drafts.ids.map(\.uuidString) == ["00000000-0000-0000-0000-000000000000"])
    }

    @Test(
        .injecting {
            $0[\.now] = .constant(Date(timeIntervalSince1970: 0))
            $0[\.uuid] = .incrementing
            $0[\.locale] = Locale(identifier: "en_US")
        }
    )
    @MainActor func severalBuiltInsCanBeReplacedInOneTrait() {
        let drafts = Drafts()
        drafts.add()
        #expect(drafts.ids.map(\.uuidString) == ["00000000-0000-0000-0000-000000000000"])
        #expect(Reminders().now() == Date(timeIntervalSince1970: 0))
        #expect(resolve(\.locale).identifier == "en_US")
    }

    @Test @MainActor func aNowReadWithoutAReplacementRecordsTheArticlesMessage() {
        final class Reader {
            static let site = "InjectTestingTests/BuiltInArticleExamplesTests.swift:\(#line + 1)"
            @Injected(\.now) var now
        }
        let reader = Reader()
        withKnownIssue {
            _ = reader.now
        } matching: { issue in
            // The article quotes this message, with its own test file and line for the injection point.
            issue.comments.map(\.rawValue).joined()
                == "Inject: \\.now has no value for this context: asked for at \(Reader.site), it resolved to unimplemented(_:) at Inject/DateGenerator.swift:82."
        }
    }
}
