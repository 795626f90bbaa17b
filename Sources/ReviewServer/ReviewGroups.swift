import SnapshotCheck

/// The review's failures grouped by cause, as `check` groups them (`FailureGroups`), for the
/// page: each group with its snapshots' IDs, so it can be accepted as one.
enum ReviewGroups {
    /// `[{"cause": ..., "count": N, "dialogs": N, "colors": [{"from", "to"}], "ids": [...]}]`.
    /// A cause names its file relative to `projectFolder` (the `alertsnap.json` folder), as `check` does.
    static func json(_ snapshots: [ServedSnapshot], projectFolder: String? = nil) -> String {
        var ids: [String: Int] = [:]
        var items: [FailureGroups.Item] = []
        for s in snapshots where !s.onRequest {
            guard let review = s.review, ["differs", "facts changed", "missing"].contains(review.status) else {
                continue
            }
            items.append(
                FailureGroups.Item(
                    golden: s.golden, missing: review.status == "missing", facts: review.facts,
                    inputsChanged: review.inputsChanged, spec: s.specPath))
            ids[s.golden] = s.id
        }
        let groups = FailureGroups.groups(items, projectFolder: projectFolder)
        return GalleryJSON.array(
            groups.map { g in
                GalleryJSON.object([
                    ("cause", GalleryJSON.string(g.cause)),
                    ("count", String(g.count)),
                    ("dialogs", String(g.specs.count)),
                    ("colors", colors(g.colors)),
                    ("ids", GalleryJSON.array(g.goldens.compactMap { ids[$0].map(String.init) })),
                ])
            })
    }

    /// `[{"from": "#2ED3A8", "to": "#2EC8A8"}]`.
    static func colors(_ colors: [ColorChange]) -> String {
        GalleryJSON.array(
            colors.map { GalleryJSON.object([("from", GalleryJSON.string($0.from)), ("to", GalleryJSON.string($0.to))]) })
    }
}
