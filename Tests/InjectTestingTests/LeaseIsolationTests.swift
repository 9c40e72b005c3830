import Inject
import InjectTesting
import Testing

/// Isolated tests running in parallel each get their own instances of a shared `Lease`, and ending
/// the lease in one test releases that test's instances only.
@Suite(.injectionIsolated)
struct LeaseIsolationTests {
    @MainActor final class CartScreen {
        @Injected(\.sessionTally, .shared, until: .testSession) var cart
    }

    @Test(arguments: 0..<40)
    @MainActor func eachTestHasItsOwnSessionAndEndsOnlyIt(index: Int) async {
        let screen = CartScreen()
        #expect(screen.cart.owner == nil)
        screen.cart.owner = index
        weak let cart = screen.cart
        // Let the other cases resolve, mark and end their own sessions in between.
        for _ in 0..<3 { await Task.yield() }
        #expect(CartScreen().cart === cart)
        #expect(cart?.owner == index)
        if index.isMultiple(of: 2) {
            Lease.testSession.end()
            #expect(cart == nil)
            #expect(!screen.$cart.isResolved)
            #expect(screen.cart.owner == nil)
        }
        for _ in 0..<3 { await Task.yield() }
        // Odd cases never lose their instance, however many even cases ended theirs meanwhile.
        if !index.isMultiple(of: 2) {
            #expect(cart != nil)
            #expect(screen.cart.owner == index)
        }
    }
}
