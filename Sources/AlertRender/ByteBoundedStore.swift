/// Values kept within a byte budget, the oldest dropped first: the state of the renderer's
/// byte-bounded caches (decoded presenting screens, painted presenting layers), each held under
/// its cache's own lock.
struct ByteBoundedStore<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, size: Int)] = [:]
    /// Keys oldest first, for eviction.
    private var order: [Key] = []
    /// Bytes held now.
    private(set) var bytes = 0

    subscript(key: Key) -> Value? { entries[key]?.value }

    /// Keeps `value` (`size` bytes, at most `capacity`) under `key`, dropping the oldest values
    /// until it fits; a key already kept (another thread stored it meanwhile) is left as it is.
    mutating func insert(_ value: Value, size: Int, for key: Key, capacity: Int) {
        guard entries[key] == nil else { return }
        _ = makeRoom(for: size, capacity: capacity)
        entries[key] = (value, size)
        order.append(key)
        bytes += size
    }

    /// Drops the oldest values until `size` more bytes fit within `capacity`, and returns them
    /// (oldest first), so that a caller about to insert can reuse their storage.
    mutating func makeRoom(for size: Int, capacity: Int) -> [Value] {
        var dropped: [Value] = []
        while bytes + size > capacity, !order.isEmpty {
            let oldest = order.removeFirst()
            if let entry = entries.removeValue(forKey: oldest) {
                bytes -= entry.size
                dropped.append(entry.value)
            }
        }
        return dropped
    }
}
