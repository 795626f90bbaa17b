import AlertModel

/// The order `check` renders its snapshots in: those of one canvas size and one presenting layer
/// (screen, tint, dimming, blur) one after another, each group in plan order. A worker's canvas
/// then already holds the layer the next snapshot needs, and only the last alert's rectangle is
/// painted back (`RenderTarget`); groups also keep the layer cache from dropping a layer that is
/// needed again and the per-size buffers from being dropped and made again. Results are reported
/// in plan order whatever the render order, so the report never depends on it.
enum SnapshotOrder {
    /// The indexes of `specs` in render order (nil specs, invalid ones, first: they render nothing).
    static func renderOrder(_ specs: [ResolvedSpec?]) -> [Int] {
        var firstOfGroup: [Group: Int] = [:]
        let groups = specs.enumerated().map { i, spec -> Int in
            guard let spec else { return -1 }
            let group = Group(spec)
            if let first = firstOfGroup[group] { return first }
            firstOfGroup[group] = i
            return i
        }
        // Groups by where their first member is, members in plan order: a stable order.
        return specs.indices.sorted { (groups[$0], $0) < (groups[$1], $1) }
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
        let phase: AnimationPhase
        let time: Double?

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
