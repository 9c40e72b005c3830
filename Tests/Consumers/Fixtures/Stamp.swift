/// A value-type dependency. Each instance made by `init()` gets a serial number no other has, so tests
/// can tell whether two injection points received the same instance.
public struct Stamp: Sendable, Hashable {
    /// Unique to the `init()` call that made this value; copies keep it.
    public let serial: Int

    /// Makes a value with a fresh serial number.
    public init() {
        serial = InstanceLedger.shared.nextSerial()
    }
}
