import Foundation
import PNGCodec
import SnapshotCheck
import Support

/// Every accept of a running review, undoable from the page until the server stops: the goldens
/// it replaced are kept, byte for byte, in the server's own folder (removed with it), and an undo
/// puts them back (and removes the goldens the accept created). A bulk or group accept is one
/// entry, undone as a whole. An undo touches a golden only while it still holds what the accept
/// wrote: a file changed since (an editor, a checkout, a later accept) is left as it is, and then
/// so is every other golden of the entry. Every write is a temporary file renamed over the golden.
final class AcceptTrash: Sendable {
    /// One golden an accept wrote: where its previous bytes are kept (nil: there was none) and
    /// the SHA-256 of what the accept wrote.
    struct File: Sendable, Equatable {
        var golden: String
        var kept: String?
        var written: String
    }

    /// One accept, as the page's undo list shows it.
    struct Entry: Sendable {
        /// The ticket an undo sends.
        var id: Int
        /// `accept alert.png`, `accept of 16 snapshots in group `…``.
        var what: String
        var files: [File]

        /// What an undo does: `puts back the previous golden`, `puts back 14 goldens, removes 2 new goldens`.
        var restores: String {
            let back = files.filter { $0.kept != nil }.count
            let removed = files.count - back
            if files.count == 1 { return back == 1 ? "puts back the previous golden" : "removes the new golden" }
            var parts: [String] = []
            if back > 0 { parts.append("puts back " + CheckReport.counted(back, "golden")) }
            if removed > 0 { parts.append("removes " + CheckReport.counted(removed, "new golden")) }
            return parts.joined(separator: ", ")
        }
    }

    /// Why an undo did nothing.
    enum UndoError: Error, Equatable {
        /// No accept of that number (or it was undone already).
        case unknown
        /// A golden no longer holds what the accept wrote; nothing was touched.
        case changed(String)
        /// The goldens could not be put back (what was put back, if anything, is said).
        case failed(String)
    }

    /// `<work folder>/trash`: the server's own, removed when it stops.
    let folder: String
    private let state = Locked((nextFile: 1, nextEntry: 1, entries: [Int: Entry]()))

    init(workDirectory: String) { folder = workDirectory + "/trash" }

    /// Writes `bytes` over `golden`, keeping what it replaces; `record` makes such files an entry.
    func replace(_ bytes: [UInt8], golden: String) throws -> File {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        let existed = fm.fileExists(atPath: golden, isDirectory: &isFolder)
        if existed && isFolder.boolValue { throw CheckError("\(golden): is a folder; not overwritten") }
        var kept: String?
        if existed {
            // Kept before anything is written: a golden that cannot be kept is not replaced.
            let old = try PNGFile.readFile(golden)
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let number = state.withLock { s -> Int in
                defer { s.nextFile += 1 }
                return s.nextFile
            }
            let path = "\(folder)/\(number).png"
            try AtomicFile.write(old, to: path)
            kept = path
        }
        let parent = (golden as NSString).deletingLastPathComponent
        if !parent.isEmpty { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        do { try AtomicFile.write(bytes, to: golden) } catch {
            if let kept { try? fm.removeItem(atPath: kept) }
            throw error
        }
        return File(golden: golden, kept: kept, written: SHA256.hex(of: bytes))
    }

    /// Records the goldens one accept wrote as one undo entry; its ticket.
    func record(_ files: [File], what: String) -> Int {
        state.withLock { s in
            let id = s.nextEntry
            s.nextEntry += 1
            s.entries[id] = Entry(id: id, what: what, files: files)
            return id
        }
    }

    /// `replace` and `record` for one golden: the accept's ticket.
    func accept(_ bytes: [UInt8], golden: String, what: String) throws -> Int {
        record([try replace(bytes, golden: golden)], what: what)
    }

    /// The accepts that can be undone, newest first.
    var entries: [Entry] { state.withLock { $0.entries.values.sorted { $0.id > $1.id } } }

    /// Puts back what accept `id` replaced and removes what it created; the goldens' paths. Every
    /// golden is checked first (all still hold what the accept wrote) and every kept file staged
    /// beside its golden before any is renamed into place: a refusal or a failure to stage touches
    /// nothing.
    func undo(_ id: Int) throws(UndoError) -> [String] {
        guard let entry = state.withLock({ $0.entries[id] }) else { throw .unknown }
        let changed = entry.files.filter { file in
            (try? PNGFile.readFile(file.golden)).map { SHA256.hex(of: $0) } != file.written
        }
        if !changed.isEmpty {
            let names = changed.map(\.golden)
            let later = state.withLock { s in
                s.entries.values.contains { other in other.id > id && other.files.contains { names.contains($0.golden) } }
            }
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            let why = later ? "written again by a later accept: undo that first" : "changed on disk since the accept"
            throw .changed("\(shown): \(why); nothing undone, no golden touched")
        }
        var staged: [StagedFile] = []
        for file in entry.files {
            guard let kept = file.kept else { continue }
            do {
                staged.append(try AtomicFile.stage(try PNGFile.readFile(kept), for: file.golden))
            } catch {
                for s in staged { s.discard() }
                throw .failed("\(file.golden): cannot put it back (\(error)); nothing undone, no golden touched")
            }
        }
        // Renames and removals in the goldens' own folders: once staged, these are what can still
        // fail, and what was done is said.
        var done: [String] = []
        var failure: String?
        for file in entry.files where failure == nil {
            do {
                if file.kept != nil {
                    try staged.removeFirst().commit()
                } else {
                    try FileManager.default.removeItem(atPath: file.golden)
                }
                done.append(file.golden)
            } catch {
                failure = "\(file.golden): \(error)"
            }
        }
        for s in staged { s.discard() }
        state.withLock { s in
            let left = entry.files.filter { !done.contains($0.golden) }
            if left.isEmpty {
                s.entries[id] = nil
            } else {
                s.entries[id]?.files = left
            }
        }
        for file in entry.files where done.contains(file.golden) {
            if let kept = file.kept { try? FileManager.default.removeItem(atPath: kept) }
        }
        if let failure {
            throw .failed("\(failure); put back \(done.count) of \(entry.files.count), the rest stays undoable")
        }
        return done
    }
}
