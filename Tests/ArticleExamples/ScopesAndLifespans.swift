// What the ScopesAndLifespans article's examples take for granted, as an app would declare it.
// Compiled with the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Foundation
import Inject

final class Cart {}
final class ReceiptUpload {}
protocol Analytics: Sendable {}
struct LiveAnalytics: Analytics {}

extension DefaultValues {
    var priceFormatter: NumberFormatter { NumberFormatter() }
    var cart: Cart { Cart() }
    var analytics: any Analytics { LiveAnalytics() }
    var receiptUpload: ReceiptUpload { ReceiptUpload() }
}

protocol CrashReporting: Sendable {}
struct LiveCrashReporter: CrashReporting {}
