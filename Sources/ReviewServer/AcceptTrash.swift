import Foundation
import PNGCodec
import SnapshotCheck
import Support

/// Every accept of a running review, undoable from the page until the server stops: the golden
/// it replaced is kept, byte for byte, in the server's own folder (removed with it), and an undo
/// puts it back (or removes a golden the accept created). An undo touches a golden only while
/// it still holds what the accept wrote: a file changed since (an editor, a checkout) is left as
/// it is. Every write is a temporary file renamed over the golden.
final class AcceptTrash: Sendable {
    /// One accept: the golden, where its previous bytes are kept (nil: there was none), and the
    /// SHA-256 of what the accept wrote.
    struct Entry: Sendable {
        var golden: String
        var kept: String?
        var written: String
    }

    /// Why an undo did nothing.
    enum UndoError: Error, Equatable {
        /// No accept of that number (or it was undone already).
        case unknown
        /// The golden no longer holds what the accept wrote.
        case changed(String)
        /// The golden could not be put back.
        case failed(String)
    }

    /// `<work folder>/trash`: the server's own, removed when it stops.
    let folder: String
    private let entries = Locked((next: 1, byID: [Int: Entry]()))

    init(workDirectory: String) { folder = workDirectory + "/trash" }

    /// Writes `bytes` over `golden`, keeping what it replaces; the accept's number for an undo.
    func accept(_ bytes: [UInt8], golden: String) throws -> Int {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        let existed = fm.fileExists(atPath: golden, isDirectory: &isFolder)
        if existed && isFolder.boolValue { throw CheckError("\(golden): is a folder; not overwritten") }
        let id = entries.withLock { state -> Int in
            defer { state.next += 1 }
            return state.next
        }
        var kept: String?
        if existed {
            // Kept before anything is written: a golden that cannot be kept is not replaced.
            let old = try PNGFile.readFile(golden)
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = "\(folder)/\(id).png"
            try AtomicFile.write(old, to: path)
            kept = path
        }
        let parent = (golden as NSString).deletingLastPathComponent
        if !parent.isEmpty { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        try AtomicFile.write(bytes, to: golden)
        let entry = Entry(golden: golden, kept: kept, written: SHA256.hex(of: bytes))
        entries.withLock { $0.byID[id] = entry }
        return id
    }

    /// Puts back what accept `id` replaced; the golden's path.
    func undo(_ id: Int) throws(UndoError) -> String {
        guard let entry = entries.withLock({ $0.byID[id] }) else { throw .unknown }
        let now = (try? PNGFile.readFile(entry.golden)).map { SHA256.hex(of: $0) }
        guard now == entry.written else {
            throw .changed("\(entry.golden) changed since it was accepted; not touched")
        }
        do {
            if let kept = entry.kept {
                try AtomicFile.write(try PNGFile.readFile(kept), to: entry.golden)
                try? FileManager.default.removeItem(atPath: kept)
            } else {
                try FileManager.default.removeItem(atPath: entry.golden)
            }
        } catch {
            throw .failed("\(entry.golden): \(error)")
        }
        entries.withLock { _ = $0.byID.removeValue(forKey: id) }
        return entry.golden
    }
}
