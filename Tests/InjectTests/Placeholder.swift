import Testing
@testable import Inject
