import Dispatch

/// Work under way, by key, so that a second thread needing the same result waits for the first
/// one's instead of doing the work too (decoding a screen, painting a presenting layer). It lives
/// in its owner's locked state, and the owner's lock guards it.
struct InFlight<Key: Hashable> {
    private var running: [Key: DispatchGroup] = [:]

    /// What a thread that needs the result of `key` does next.
    enum Step<Value> {
        /// The owner keeps the result already.
        case use(Value)
        /// Another thread is making it: wait for the group, then look in the owner again.
        case wait(DispatchGroup)
        /// This thread makes it, then calls `finish`.
        case make
    }

    /// The next step for a thread that needs `key`'s result, given what the owner keeps for it;
    /// `.make` registers this thread as the one making it.
    mutating func step<Value>(_ key: Key, kept: Value?) -> Step<Value> {
        if let kept { return .use(kept) }
        if let group = running[key] { return .wait(group) }
        let group = DispatchGroup()
        group.enter()
        running[key] = group
        return .make
    }

    /// Ends this thread's work on `key` (made or failed): the threads waiting for it look again.
    mutating func finish(_ key: Key) {
        running.removeValue(forKey: key)?.leave()
    }
}
