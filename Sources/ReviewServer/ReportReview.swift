import AlertRender
import Foundation
import PNGCodec
import SnapshotCheck

/// A report made elsewhere (`serve --report DIR`), reviewed: its snapshots that did not pass, with
/// their images from the report folder, and accepted as `alertsnap accept` accepts them.
final class ReportReview: Sendable {
    let directory: String
    let snapshots: [ReportedSnapshot]
    /// The report's failure groups, as its `CAUSE` lines number them.
    let groups: [FailureGroup]
    /// What the run ended with: the page's headline, fix hints and failing unused goldens.
    let verdict: ReportVerdict?

    init(directory: String) throws(CheckError) {
        self.directory = directory
        snapshots = try CheckReportFile.read(directory)
        groups = CheckReportFile.groups(directory)
        verdict = ReportVerdict.read(directory)
    }

    /// The groups for the page: each with its number (the report's items name the numbers they are in).
    func groupsJSON() -> String {
        GalleryJSON.array(
            groups.enumerated().map { n, g in
                GalleryJSON.object([
                    ("number", String(n + 1)), ("cause", GalleryJSON.string(g.cause)), ("count", String(g.count)),
                    ("dialogs", String(g.specs.count)), ("colors", ReviewGroups.colors(g.colors)), ("ids", "[]"),
                ])
            })
    }

    /// The review list: every snapshot of the report, with the digest of this checkout's golden
    /// now (an accept sends it back; the golden must not have changed in between).
    func json() -> String {
        GalleryJSON.array(
            snapshots.enumerated().map { i, s in
                func image(_ kind: String, _ path: String?) -> String {
                    path == nil ? "null" : GalleryJSON.string("/api/report/\(i)/\(kind).png")
                }
                return GalleryJSON.object([
                    ("key", GalleryJSON.string("r\(i)")),
                    ("index", String(i)),
                    ("name", GalleryJSON.string(s.name)),
                    ("spec", GalleryJSON.string(s.spec)),
                    ("golden", GalleryJSON.string(s.golden)),
                    ("status", GalleryJSON.string(s.status)),
                    ("message", GalleryJSON.string(s.message)),
                    ("changes", GalleryJSON.array(s.changes.map { GalleryJSON.string($0) })),
                    ("goldenDigest", GalleryJSON.string(s.golden.flatMap { try? PNGFile.digestFile($0) } ?? "")),
                    ("expected", image("expected", s.expected)),
                    ("actual", image("actual", s.actual)),
                    ("diff", image("diff", s.diff)),
                    ("groups", GalleryJSON.array(s.groups.map(String.init))),
                ])
            })
    }

    /// The report image of snapshot `index` of `kind` (`expected`, `actual`, `diff`).
    func image(_ index: Int, _ kind: String) -> String? {
        guard snapshots.indices.contains(index) else { return nil }
        let s = snapshots[index]
        switch kind {
        case "expected": return s.expected
        case "actual": return s.actual
        case "diff": return s.diff
        default: return nil
        }
    }
}
