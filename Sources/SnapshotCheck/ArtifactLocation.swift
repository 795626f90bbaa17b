import Foundation
import Support

/// Where the files that explain one failing snapshot go: `<directory>/<stem>.actual.png`,
/// `.diff.png`, `.strip.png` and, for a self-contained report, a copy of the golden as
/// `.expected.png`.
///
/// ```swift
/// let location = ArtifactLocation(directory: "Fixtures/__snapshots__/__failures__", stem: "save-confirm")
/// ```
public struct ArtifactLocation: Sendable, Equatable {
    /// Folder for the files; created when the first one is written.
    public var directory: String
    /// File name before `.<kind>.png`, usually the snapshot name.
    public var stem: String
    /// Also copy the golden, so the folder shows expected and actual side by side on its own.
    public var copiesExpected: Bool
    /// Also write the expected | diff | actual strip (a report's page shows the three images
    /// themselves, so a report folder has no strips: each would hold the diff a second time).
    public var writesStrip = true
    /// Files of the same bytes written once for the whole run (a report of many failures links
    /// an image it already holds instead of writing it again); nil: every file is written.
    public var store: ArtifactStore?

    /// A location that copies the golden only when `copiesExpected` is set.
    public init(directory: String, stem: String, copiesExpected: Bool = false) {
        self.directory = directory
        self.stem = stem
        self.copiesExpected = copiesExpected
    }

    /// The kinds of failure image, in the order they are listed.
    public static let kinds = ["expected", "actual", "diff", "strip"]
    /// The default artifact folder's name, beside the goldens.
    public static let failuresFolder = "__failures__"
    /// What a `__failures__` folder's own `.gitignore` says: ignore everything in it.
    static let gitignore = "# failure images written by alertsnap; never committed\n*\n"

    /// `<directory>/<stem>.<kind>.png`, where `kind` is `expected`, `actual`, `diff` or `strip`.
    public func path(_ kind: String) -> String {
        SpecDiscovery.join(directory, "\(stem).\(kind).png")
    }
}

/// The failure images of one run by content: a second file of the same bytes is not written,
/// its path is the first one's. Shared by the worker threads of a run.
public final class ArtifactStore: Sendable, Equatable {
    private let written = Locked([String: String]())

    /// An empty store.
    public init() {}

    /// The path already holding `bytes`, or nil after noting that `path` will.
    func existing(_ bytes: [UInt8], else path: String) -> String? {
        let digest = SHA256.hex(of: bytes)
        return written.withLock { map in
            if let found = map[digest] { return found }
            map[digest] = path
            return nil
        }
    }

    /// The same store (one run's).
    public static func == (a: ArtifactStore, b: ArtifactStore) -> Bool { a === b }
}

/// The files written for a failing snapshot; `nil` for those not written.
public struct SnapshotArtifacts: Sendable, Equatable {
    /// Copy of the golden, written only when the location `copiesExpected`.
    public var expected: String?
    /// The rendered image.
    public var actual: String?
    /// Pixelmatch's diff image: differing pixels marked over a faded golden.
    public var diff: String?
    /// The expected | diff | actual strip; not written when it would be far larger than its images
    /// (see `ImageComparison.boundedStrip`).
    public var strip: String?

    /// A record of written files; by default none.
    public init(
        expected: String? = nil, actual: String? = nil, diff: String? = nil, strip: String? = nil
    ) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.strip = strip
    }

    /// Every written path, in the order expected, actual, diff, strip.
    public var paths: [String] { [expected, actual, diff, strip].compactMap { $0 } }
}
