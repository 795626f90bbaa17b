import AlertModel
import Dispatch
import Raster
import Support

/// Finished presenting layers: the canvas as `paintPresenting` leaves it (screen aspect-filled,
/// tint grayed, blurred, dimmed), keyed by everything that painting reads. The specs of a suite
/// share a handful of screens, and that layer was about a third of each snapshot's render in
/// `check` (`perf`): a repeat is one copy of the pixels instead. The pixels are those painting
/// gives, so a hit renders the same bytes as a miss.
///
/// Only settled backdrops are kept (opacity 0 or 1): each frame of a fade is another layer, seen once.
/// The first layer a renderer paints is not kept: a single `render`, or a benchmark's fresh
/// renderer, never pays for a 12 MB copy it will not use again; from the second on, all are.
final class PresentingCache: Sendable {
    /// Every input of `AlertRenderer.paintPresenting`; a new one must be added here.
    struct Key: Hashable, Sendable {
        let image: FileStamp
        let width: Int
        let height: Int
        let tint: PresentingTint
        let tintColor: RGBA8
        let tintTolerance: Int
        let dimming: RGBA8
        let dimmingOpacity: Double
        let backdropOpacity: Double
        let blur: Double
        let scale: Double

        /// The key of `spec`'s layer in `state` on a `width` x `height` canvas; nil when it is not
        /// worth keeping (no presenting image, a backdrop mid-fade) or the image cannot be examined
        /// (painting reports that).
        init?(spec: ResolvedSpec, state: AnimationState, width: Int, height: Int) {
            guard let path = spec.presentingImage, state.backdropOpacity == 0 || state.backdropOpacity == 1,
                let stamp = try? FileStamp(path)
            else { return nil }
            image = stamp
            self.width = width
            self.height = height
            tint = spec.presentingTint
            tintColor = spec.presentingTintColor
            tintTolerance = spec.theme.presentingTintTolerance
            dimming = spec.dimmingColor
            dimmingOpacity = spec.dimmingOpacity
            backdropOpacity = state.backdropOpacity
            blur = spec.backdropBlur
            scale = spec.scale
        }
    }

    /// Premultiplied bytes kept at most (64 MiB: five phone-size layers); oldest dropped first.
    static let defaultCapacityBytes = 64 << 20
    /// The bound when snapshots come grouped by layer (`check`'s order): the layer of the group
    /// being rendered and the one before it, for a worker still finishing that group (32 MiB: two
    /// phone or iPad layers). Every layer more was a fresh 12 MB mapping the kernel faulted in
    /// and cleared, which cost more than the copies it saved (`perf`: 5.5 % of a check).
    static let groupedCapacityBytes = 32 << 20
    /// Bytes kept at most now.
    var capacityBytes: Int { state.withLock { $0.capacity } }
    private let state: Locked<State>

    private struct State {
        /// Layers as canvases: their pixel memory is the canvas kind (huge pages, mapped once),
        /// where a 12 MB byte array from the allocator was 3,000 page faults each time one was
        /// made (44 % of a `check`'s page faults in `perf record -e page-faults`).
        var layers = ByteBoundedStore<Key, Canvas>()
        /// Layers offered to `store` so far.
        var offered = 0
        /// Calls of `store` (every layer painted for a key).
        var painted = 0
        var capacity: Int
        /// Layers being painted, so that a second thread needing one waits for the first one's
        /// copy instead of painting it too (two `check` workers starting on two groups of one layer).
        var painting = InFlight<Key>()
    }

    init(capacityBytes: Int = PresentingCache.defaultCapacityBytes) {
        state = Locked(State(capacity: capacityBytes))
    }

    /// Keeps even the first layer from now on: many snapshots follow (a `check`), so the first
    /// one's layer is as likely to be seen again as any other. `groupedByLayer`: they come in
    /// runs on one layer, so at most `groupedCapacityBytes` are kept.
    func expectMany(groupedByLayer: Bool = false) {
        state.withLock { state in
            state.offered = max(state.offered, 1)
            if groupedByLayer { state.capacity = min(state.capacity, Self.groupedCapacityBytes) }
        }
    }

    /// Layers painted and offered to `store` so far (for tests: a layer a target still holds is
    /// not painted again).
    var paintedCount: Int { state.withLock { $0.painted } }

    /// Bytes held now (for tests of the bound).
    var heldBytes: Int { state.withLock { $0.layers.bytes } }

    /// Copies the layer of `key` into `canvas` (of the key's size) and returns it; nil when none
    /// is kept.
    @discardableResult
    func restore(_ key: Key, into canvas: Canvas) -> Canvas? {
        // Held by this reference while it is copied: a store pushing it out meanwhile then sees
        // it shared and does not reuse its memory.
        guard let layer = state.withLock({ $0.layers[key] }) else { return nil }
        canvas.replacePixels(canvas.bounds, from: layer)
        return layer
    }

    /// Copies the layer of `key` into `canvas` when it is kept; else paints it there with `paint`
    /// and keeps a copy (`store`). While another thread paints the same layer, waits for it and
    /// copies its result instead of painting it a second time. Returns the kept layer (what
    /// `canvas` now holds), nil when none is kept.
    func restoreOrPaint(_ key: Key, into canvas: Canvas, paint: () throws(RenderError) -> Void) throws(RenderError)
        -> Canvas?
    {
        let step = state.withLock { s -> InFlight<Key>.Step<Canvas> in
            let kept = s.layers[key]
            return s.painting.step(key, kept: kept)
        }
        switch step {
        case .use(let layer):
            canvas.replacePixels(canvas.bounds, from: layer)
            return layer
        case .wait(let running):
            running.wait()
            // Kept unless it was the first layer offered, or pushed out already: then paint it here.
            if let layer = restore(key, into: canvas) { return layer }
            try paint()
            return store(key, from: canvas)
        case .make:
            defer { state.withLock { $0.painting.finish(key) } }
            try paint()
            return store(key, from: canvas)
        }
    }

    /// Keeps a copy of `canvas` (just painted by `paintPresenting`) as the layer of `key`,
    /// unless it is the first layer this cache is offered; returns the copy (nil: not kept).
    @discardableResult
    func store(_ key: Key, from canvas: Canvas) -> Canvas? {
        let size = canvas.width * canvas.height * 4
        let capacity = state.withLock { cache -> Int? in
            cache.offered += 1
            cache.painted += 1
            return cache.offered > 1 && cache.layers[key] == nil && size <= cache.capacity ? cache.capacity : nil
        }
        guard let capacity else { return nil }
        // The layer this one pushes out gives its memory when it is of the same size and no
        // restore still reads it (then this reference is its only one): a fresh layer is a new
        // mapping, page faults and kernel page clearing as costly as the copy itself.
        var dropped = state.withLock { $0.layers.makeRoom(for: size, capacity: capacity) }
        var reusable: Canvas? = dropped.firstIndex { $0.width == canvas.width && $0.height == canvas.height }
            .map { dropped.remove(at: $0) }
        dropped.removeAll()
        let layer: Canvas
        if isKnownUniquelyReferenced(&reusable), let reused = reusable {
            reused.replacePixels(canvas.bounds, from: canvas)
            layer = reused
        } else {
            layer = canvas.copy(canvas.bounds)
        }
        state.withLock { $0.layers.insert(layer, size: size, for: key, capacity: capacity) }
        return layer
    }
}
