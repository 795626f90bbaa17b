#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value shared between threads, reached only with its lock held: the project's one lock type.
///
/// Why not `Synchronization.Mutex`: on Linux it is a futex the Swift runtime drives itself, which
/// ThreadSanitizer does not intercept, so TSan reports every access made under it as a data race and
/// a sanitizer run cannot tell a real race from the lock. This is a `pthread_mutex_t`, which TSan
/// (and every other tool) understands, with the same `withLock` shape as `Mutex`. The mutex lives
/// in memory allocated once and never moved, as POSIX requires.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Wraps `value`; from here on it is reached only through `withLock`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and the value lent to it for reading and writing.
    /// Not reentrant: calling `withLock` on the same value from inside `body` deadlocks.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock()
        defer { unlock() }
        return try body(&valueStorage)
    }

    // The inlinable `withLock` needs these to be reachable from client modules.
    @usableFromInline var valueStorage: Value {
        _read { yield value }
        _modify { yield &value }
    }

    @usableFromInline func lock() {
        let result = pthread_mutex_lock(mutex)
        precondition(result == 0, "pthread_mutex_lock failed: \(result)")
    }

    @usableFromInline func unlock() {
        let result = pthread_mutex_unlock(mutex)
        precondition(result == 0, "pthread_mutex_unlock failed: \(result)")
    }
}
