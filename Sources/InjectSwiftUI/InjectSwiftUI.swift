// InjectSwiftUI: SwiftUI adapters for Inject, filled in by the SwiftUI work.
import Inject
