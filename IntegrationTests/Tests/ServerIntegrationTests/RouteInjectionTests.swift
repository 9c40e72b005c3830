import Hummingbird
import HummingbirdTesting
import Inject
import InjectTesting
import Testing

/// A server built in a test resolves its services in the test's frame: the test's replacements reach its
/// routes, whether requests go straight to the router or through a live server, and each test run in
/// parallel has its own `.shared` instances.
@Suite(.injectionIsolated)
struct RouteInjectionTests {
    @Test(.injecting(\.todoRepository, InMemoryTodoRepository(seed: ["milk"])), arguments: Transport.allCases)
    @MainActor func aTestsRepositoryReachesTheRoutes(transport: Transport) async throws {
        let app = makeTodoApplication()
        try await app.test(transport.setup) { client in
            try await client.execute(uri: "/todos", method: .get) { response in
                #expect(String(buffer: response.body) == "milk")
            }
        }
    }

    @Test(arguments: 0..<8)
    @MainActor func eachParallelTestHasARepositoryOfItsOwn(number: Int) async throws {
        let app = makeTodoApplication()
        try await app.test(.router) { client in
            try await client.execute(uri: "/todos/item\(number)", method: .post) { #expect($0.status == .created) }
            try await client.execute(uri: "/todos", method: .get) { response in
                #expect(String(buffer: response.body) == "item\(number)")
            }
        }
    }

    @Test @MainActor func twoServersOfOneTestShareItsRepository() async throws {
        let writer = makeTodoApplication()
        let reader = makeTodoApplication()
        try await writer.test(.router) { client in
            try await client.execute(uri: "/todos/bread", method: .post) { #expect($0.status == .created) }
        }
        try await reader.test(.router) { client in
            try await client.execute(uri: "/todos", method: .get) { #expect(String(buffer: $0.body) == "bread") }
        }
    }

    @Test(arguments: Transport.allCases)
    @MainActor func aFramesPermanentRepositoryLivesAsLongAsTheServerBuiltInIt(transport: Transport) async throws {
        weak var released: InMemoryTodoRepository?
        do {
            let app = withInjected(\.greeter, Greeter(greeting: "Hey")) {
                released = resolve(\.todoRepository, .shared, .permanent) as? InMemoryTodoRepository
                return makeTodoApplication()
            }
            try await app.test(transport.setup) { client in
                try await client.execute(uri: "/todos/tea", method: .post) { #expect($0.status == .created) }
            }
            // The frame has ended; the routes hold the repository it kept, which is not the test's.
            #expect(released != nil)
            #expect(await released?.titles(for: User.anonymous.name) == ["tea"])
            #expect(resolve(\.todoRepository, .shared, .permanent) as? InMemoryTodoRepository !== released)
        }
        #expect(released == nil)
    }

    @Test(.injecting(\.greeter, Greeter(greeting: "Hi")))
    @MainActor func aReplacedServiceIsTheOneTheRoutesUse() async throws {
        try await makeTodoApplication().test(.router) { client in
            try await client.execute(uri: "/hello", method: .get) {
                #expect(String(buffer: $0.body) == "Hi, anonymous")
            }
        }
    }
}
