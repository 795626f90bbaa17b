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
        while bytes + size > capacity, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.size ?? 0
        }
        entries[key] = (value, size)
        order.append(key)
        bytes += size
    }
}
