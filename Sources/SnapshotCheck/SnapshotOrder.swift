import AlertModel

/// The order `check` renders its snapshots in: those of one canvas size and one presenting layer
/// (screen, tint, dimming, blur) one after another, each group in plan order, the groups of one
/// screen together. A worker's canvas
/// then already holds the layer the next snapshot needs, and only the last alert's rectangle is
/// painted back (`RenderTarget`); groups also keep the layer cache from dropping a layer that is
/// needed again and the per-size buffers from being dropped and made again. Results are reported
/// in plan order whatever the render order, so the report never depends on it.
enum SnapshotOrder {
    /// The indexes of `specs` in render order (nil specs, invalid ones, first: they render
    /// nothing), and where each group starts in that order.
    static func renderOrder(_ specs: [ResolvedSpec?]) -> (indexes: [Int], groupStarts: [Int]) {
        var firstOfGroup: [Group: Int] = [:]
        var firstOfLayer: [Group: Int] = [:]
        var firstOfScreen: [String?: Int] = [:]
        // Per spec: where its screen first appears, its settled layer, its group (-1: invalid).
        let ranks = specs.enumerated().map { i, spec -> (screen: Int, layer: Int, group: Int) in
            guard let spec else { return (-1, -1, -1) }
            let group = Group(spec)
            let screen = firstOfScreen[spec.presentingImage] ?? i
            firstOfScreen[spec.presentingImage] = screen
            let layer = firstOfLayer[group.settled] ?? i
            firstOfLayer[group.settled] = layer
            let first = firstOfGroup[group] ?? i
            firstOfGroup[group] = first
            return (screen, layer, first)
        }
        let groups = ranks.map(\.group)
        // The groups of one screen together (its decoded image is needed by all of them), then
        // those of one settled layer (phases and times whose backdrop has faded in share it:
        // apart, a layer was pushed out of the cache between them and painted again), groups by
        // where their first member is, members in plan order: a stable order.
        let indexes = specs.indices.sorted {
            (ranks[$0].screen, ranks[$0].layer, ranks[$0].group, $0)
                < (ranks[$1].screen, ranks[$1].layer, ranks[$1].group, $1)
        }
        let starts = indexes.indices.filter { k in k == 0 || groups[indexes[k]] != groups[indexes[k - 1]] }
        return (indexes, starts)
    }

    /// What makes two snapshots' presenting layers the same (a superset of it is fine: the order
    /// is only a matter of speed).
    private struct Group: Hashable {
        let width: Int
        let height: Int
        let image: String?
        let tint: PresentingTint
        let tintColor: RGBA8
        let dimming: RGBA8
        let dimmingOpacity: Double
        let blur: Double
        var phase: AnimationPhase
        var time: Double?

        /// The group without its phase and time: the layer once the backdrop has faded in.
        var settled: Group {
            var layer = self
            layer.phase = .present
            layer.time = nil
            return layer
        }

        init(_ spec: ResolvedSpec) {
            width = spec.pixelWidth
            height = spec.pixelHeight
            image = spec.presentingImage
            tint = spec.presentingTint
            tintColor = spec.presentingTintColor
            dimming = spec.dimmingColor
            dimmingOpacity = spec.dimmingOpacity
            blur = spec.backdropBlur
            phase = spec.phase
            time = spec.time
        }
    }
}
