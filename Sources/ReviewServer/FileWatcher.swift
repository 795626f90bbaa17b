import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders with inotify and reports the paths of files written, moved in, created or
/// deleted in them. Folders are watched rather than files: editors save by writing a new file and
/// renaming it over the old one, which a watch on the old file would lose.
final class FileWatcher: @unchecked Sendable {
    private let fd: Int32
    private let folders = Locked<[Int32: String]>([:])
    private let watched = Locked<Set<String>>([])
    private let running = Locked(true)
    private var thread: Thread?
    /// Called on the watcher's thread with the changed paths (absolute, standardized), a batch at a time.
    private let onChange: @Sendable (Set<String>) -> Void

    init(onChange: @escaping @Sendable (Set<String>) -> Void) throws(ServeError) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw .cannotWatch(String(cString: strerror(errno))) }
        self.onChange = onChange
        let t = Thread { [unowned self] in self.loop() }
        t.name = "alertsnap-watch"
        thread = t
        t.start()
    }

    /// Watches `folder` (absolute) unless it already is; a folder that does not exist is skipped.
    func watch(_ folder: String) {
        guard watched.withLock({ $0.insert(folder).inserted }) else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        let wd = inotify_add_watch(fd, folder, mask)
        if wd < 0 {
            _ = watched.withLock { $0.remove(folder) }
            return
        }
        folders.withLock { $0[wd] = folder }
    }

    /// Stops the thread and closes the descriptor.
    func stop() {
        running.withLock { $0 = false }
        while thread?.isFinished == false { usleep(10_000) }
        close(fd)
    }

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while running.withLock({ $0 }) {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) > 0 else { continue }
            var changed = Set<String>()
            // A save is several events (create, write, rename) within a millisecond or two: they
            // are read together, so the render starts once.
            for round in 0..<3 {
                if round > 0 { usleep(2_000) }
                while true {
                    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if n <= 0 { break }
                    changed.formUnion(parse(buffer, count: n))
                }
            }
            if !changed.isEmpty { onChange(changed) }
        }
    }

    /// The paths named by the events in `buffer[0..<count]`.
    private func parse(_ buffer: [UInt8], count: Int) -> Set<String> {
        var events: [(wd: Int32, name: String)] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (wd, length) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
                let e = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (e.wd, Int(e.len))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            if !nameBytes.isEmpty { events.append((wd, String(decoding: nameBytes, as: UTF8.self))) }
            offset += header + length
        }
        // Looked up under the lock: a copy of the table taken out of it shared its storage with
        // `watch`'s next insertion on another thread (ThreadSanitizer reported the resize).
        return folders.withLock { folders in
            Set(events.compactMap { e in folders[e.wd].map { $0 + "/" + e.name } })
        }
    }
}
