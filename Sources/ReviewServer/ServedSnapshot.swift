import AlertModel
import DesignLint
import SnapshotCheck
import Foundation

/// One snapshot the server shows: a variant of a served spec (or one asked for on its page), its
/// last render and, for a golden of a served spec, its check status.
struct ServedSnapshot: Sendable {
    /// Stable for the life of the server (the page's URLs name it).
    let id: Int
    /// The spec file as found (`Fixtures/a.json`).
    let specPath: String
    /// The golden's stem: the spec's name and the variant (`a.locale=ar`).
    var stem: String
    /// The resolved variant.
    var spec: ResolvedSpec
    /// Where `check` keeps its golden.
    var golden: String
    /// Added from the spec's page (not a snapshot `check` has): no golden, no accept.
    var onRequest: Bool
    /// Every file the render reads (the spec, its bases, catalogs, fonts, images), absolute.
    var inputs: Set<String>
    /// Counts successful renders: the page's image URLs carry it.
    var generation = 0
    /// The last render: the dialog with a margin, as PNG, and where it sits in the whole image.
    var crop: PixelBox?
    var cropPNG: [UInt8]?
    /// The layout JSON of the last render (frames in points, for the overlays).
    var layoutJSON: String?
    /// The one-line error of the last edit or render that failed (the last good image stays).
    var error: String?
    /// The design lint of the last render.
    var lint: [LintFinding] = []
    /// The room of each text of the last render (`alertsnap room`'s, for this snapshot).
    var room: [RoomText] = []
    /// The comparison with the golden, after the last render.
    var review: Review?
}

/// A rectangle of pixels.
struct PixelBox: Sendable, Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// What comparing a render with its golden gave, as the review page shows it.
struct Review: Sendable {
    /// `passed`, `differs`, `missing`, `facts changed` or `error`.
    var status: String
    /// check's line for it.
    var message: String
    /// The facts that changed, in words.
    var changes: [String]
    /// Every fact, none left out, and the changed input files: what the page's groups read.
    var facts: [String] = []
    var inputsChanged: [String] = []
    /// SHA-256 of the golden when it was compared; empty when there was none. An accept must send it.
    var goldenDigest: String
    /// The render this review compared.
    var generation: Int
    /// The failure images (in the server's own folder), when it did not pass.
    var expected: String?
    var actual: String?
    var diff: String?
}

/// The state of a served spec file.
struct ServedSpec: Sendable {
    let path: String
    /// Why it cannot be loaded (its last good snapshots stay, dimmed).
    var error: String?
    /// Its snapshots, in variant order.
    var snapshotIDs: [Int] = []
}
