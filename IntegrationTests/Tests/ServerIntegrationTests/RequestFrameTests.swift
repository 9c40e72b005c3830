import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Inject
import InjectTesting
import Testing

/// A middleware that runs each request in a `withInjected` frame gives that request's routes, and only
/// them, its replacement: concurrent requests through a live server each see their own, work the request
/// leaves behind sees it only when made `from:` the request's frame, and the test's own frame is what a
/// request without one sees.
@Suite(.injectionIsolated)
struct RequestFrameTests {
    @Test(arguments: Transport.allCases)
    @MainActor func aRequestsUserReachesItsRoutesAndNoOtherRequest(transport: Transport) async throws {
        try await makeTodoApplication().test(transport.setup) { client in
            try await client.execute(uri: "/hello", method: .get, headers: [.user: "ada"]) {
                #expect(String(buffer: $0.body) == "Hello, ada")
            }
            try await client.execute(uri: "/hello", method: .get) {
                #expect(String(buffer: $0.body) == "Hello, anonymous")
            }
        }
    }

    @Test @MainActor func concurrentRequestsEachSeeTheirOwnUser() async throws {
        try await makeTodoApplication().test(Transport.live.setup) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 0..<40 {
                    group.addTask {
                        try await client.execute(uri: "/hello", method: .get, headers: [.user: "user\(number)"]) {
                            #expect(String(buffer: $0.body) == "Hello, user\(number)")
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @Test @MainActor func eachUsersTodosStayTheirs() async throws {
        try await makeTodoApplication().test(Transport.live.setup) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for user in ["ada", "grace", "alan"] {
                    group.addTask {
                        for item in 0..<5 {
                            try await client.execute(
                                uri: "/todos/\(user)\(item)",
                                method: .post,
                                headers: [.user: user]
                            ) {
                                #expect($0.status == .created)
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            for user in ["ada", "grace", "alan"] {
                try await client.execute(uri: "/todos", method: .get, headers: [.user: user]) {
                    #expect(String(buffer: $0.body) == (0..<5).map { "\(user)\($0)" }.joined(separator: ","))
                }
            }
        }
    }

    @Test(.injecting(\.currentUser, User(name: "tester")), arguments: Transport.allCases)
    @MainActor func aRequestWithoutAUserSeesTheTestsAndARequestsOwnWins(transport: Transport) async throws {
        try await makeTodoApplication().test(transport.setup) { client in
            try await client.execute(uri: "/hello", method: .get) {
                #expect(String(buffer: $0.body) == "Hello, tester")
            }
            try await client.execute(uri: "/hello", method: .get, headers: [.user: "ada"]) {
                #expect(String(buffer: $0.body) == "Hello, ada")
            }
        }
    }

    @Test(arguments: Transport.allCases)
    @MainActor func aSharedInstanceResolvedInARequestsFrameIsThatRequestsOwn(transport: Transport) async throws {
        try await makeTodoApplication().test(transport.setup) { client in
            for visit in 1...3 {
                try await client.execute(uri: "/visits", method: .get) {
                    #expect(String(buffer: $0.body) == "\(visit)")
                }
            }
            for _ in 1...3 {
                try await client.execute(uri: "/visits", method: .get, headers: [.user: "ada"]) {
                    #expect(String(buffer: $0.body) == "1")
                }
            }
            try await client.execute(uri: "/visits", method: .get) { #expect(String(buffer: $0.body) == "4") }
        }
    }

    @Test(arguments: Transport.allCases)
    @MainActor func detachedWorkSeesTheRequestsUserOnlyWhenMadeFromItsFrame(transport: Transport) async throws {
        try await makeTodoApplication().test(transport.setup) { client in
            try await client.execute(uri: "/later", method: .get, headers: [.user: "ada"]) {
                #expect(String(buffer: $0.body) == "from the request: ada; alone: anonymous")
            }
        }
    }
}
