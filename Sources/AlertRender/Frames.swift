import AlertModel
import Raster
import Support

extension AnimationState {
    /// Sample times of a phase at `fps`: 0, 1/fps, ... up to the first time at or past the end,
    /// which shows the settled state. `none` has one frame.
    public static func frameTimes(preset: AnimationPreset, phase: AnimationPhase, fps: Double) -> [Double] {
        let d = duration(of: preset, phase: phase)
        guard d > 0, fps > 0 else { return [0] }
        let n = Int((d * fps - 1e-9).rounded(.up))
        return (0...n).map { Double($0) / fps }
    }
}

/// Rendering every frame of an animation, and a filmstrip of them for review.
extension AlertRenderer {
    /// `<name>-<phase>-<NNN>.png`, the file name of frame `index` (docs/contract.md's `frames` layout).
    public static func frameFileName(name: String, phase: AnimationPhase, index: Int) -> String {
        let digits = String(index)
        return "\(name)-\(phase.rawValue)-\(String(repeating: "0", count: max(0, 3 - digits.count)))\(digits).png"
    }

    /// Renders the frames of each phase at `fps`, one at a time into one reused canvas, and hands
    /// each to `body` with its phase, index and time: memory stays one frame however long the
    /// animation.
    public func forEachFrame(
        _ spec: ResolvedSpec, phases: [AnimationPhase], fps: Double,
        _ body: (_ phase: AnimationPhase, _ index: Int, _ time: Double, _ frame: Canvas) throws -> Void
    ) throws {
        var canvas: Canvas?
        for phase in phases {
            for (i, t) in AnimationState.frameTimes(preset: spec.animation, phase: phase, fps: fps).enumerated() {
                var s = spec
                s.phase = phase
                s.time = t
                let frame = try render(s, reusing: canvas)
                canvas = frame
                try body(phase, i, t, frame)
            }
        }
    }

    /// One frame of an animation: its phase, index within the phase and time in seconds.
    public struct Frame: Sendable, Equatable {
        /// The phase the frame belongs to.
        public var phase: AnimationPhase
        /// Index within the phase, from 0.
        public var index: Int
        /// Seconds since the phase began.
        public var time: Double
    }

    /// Every frame of each phase at `fps`, in order.
    public static func frames(of spec: ResolvedSpec, phases: [AnimationPhase], fps: Double) -> [Frame] {
        phases.flatMap { phase in
            AnimationState.frameTimes(preset: spec.animation, phase: phase, fps: fps).enumerated().map {
                Frame(phase: phase, index: $0.offset, time: $0.element)
            }
        }
    }

    /// Renders the frames of each phase at `fps` on `jobs` threads (0: one a core) and hands each
    /// to `body` on the thread that rendered it, with the number of threads its PNG encoder may
    /// use (1 when frames render side by side, so threads are not multiplied). Each thread reuses
    /// one canvas: memory stays one frame a thread however long the animation. A frame's pixels
    /// depend only on the spec and its time, so what `body` makes of them is the same for any
    /// number of threads; the results come back in frame order. The first error in frame order is
    /// thrown, after the frames already started have finished; no frame starts after an error.
    public func mapFrames<T: Sendable>(
        _ spec: ResolvedSpec, phases: [AnimationPhase], fps: Double, jobs: Int = 0,
        _ body: @escaping @Sendable (_ frame: Frame, _ canvas: Canvas, _ encoderThreads: Int) throws -> T
    ) throws -> [T] {
        let frames = Self.frames(of: spec, phases: phases, fps: fps)
        let workers = max(1, min(jobs > 0 ? jobs : System.coreCount, frames.count))
        let encoderThreads = workers > 1 ? 1 : 0
        // Each thread reuses one canvas; a failed frame stops the run: no frame starts after it.
        let results = parallelMap(
            count: frames.count, groupStarts: [0], jobs: workers, perThread: { ReusedCanvas() },
            stopsAfter: { (outcome: Result<T, any Error>) in
                if case .failure = outcome { return true }
                return false
            }
        ) { reused, i in
            let frame = frames[i]
            var s = spec
            s.phase = frame.phase
            s.time = frame.time
            return Result { () throws -> T in
                let rendered = try self.render(s, reusing: reused.canvas)
                reused.canvas = rendered
                return try body(frame, rendered, encoderThreads)
            }
        }
        var values: [T] = []
        values.reserveCapacity(frames.count)
        for result in results {
            // A frame never started (after a failure) ends the list; the failure comes first.
            guard let result else { break }
            values.append(try result.get())
        }
        return values
    }

    /// A copy of `frame` shrunk (area-averaged) to `height` px tall, for filmstrips.
    public func thumbnail(of frame: Canvas, height: Int = 480) -> RGBAImage {
        let h = max(1, height)
        let w = max(1, Int((Double(frame.width) * Double(h) / Double(max(1, frame.height))).rounded()))
        let small = Canvas(width: w, height: h)
        small.drawImage(frame.makeImage(), aspectFillIn: small.bounds)
        return small.makeImage()
    }

    /// The thumbnails side by side, 8 px apart on a neutral gray, each with its time in
    /// milliseconds underneath.
    public func filmstrip(_ thumbnails: [RGBAImage], times: [Double]) -> Canvas {
        guard let first = thumbnails.first else { return Canvas(width: 1, height: 1, fill: .white) }
        let w = first.width, h = first.height
        let gap = 8, label = 28
        let strip = Canvas(
            width: gap + thumbnails.count * (w + gap), height: gap + h + label + gap,
            fill: StraightColor(r: 0x3A, g: 0x3A, b: 0x3C).premultiplied())
        let style = TextStyle(size: 15, weight: .semibold, lineHeight: 20, alignment: .center, maxLines: 1)
        for (i, thumb) in thumbnails.enumerated() {
            let x = gap + i * (w + gap)
            strip.drawImage(thumb, aspectFillIn: PixelRect(x: x, y: gap, width: w, height: h))
            let text = i < times.count ? "\(Int((times[i] * 1000).rounded())) ms" : "#\(i)"
            drawLabel(
                text, style: style, in: strip, x: Double(x), y: Double(gap + h + 4), width: Double(w),
                color: StraightColor(r: 255, g: 255, b: 255))
        }
        return strip
    }

    /// Text in device pixels (scale 1) onto any canvas: labels of strips and sheets.
    func drawLabel(
        _ text: String, style: TextStyle, in canvas: Canvas, x: Double, y: Double, width: Double, color: StraightColor
    ) {
        let laid = typesetter.layout(text, style: style, maxWidth: width, scale: 1)
        let premul = color.premultiplied()
        typesetter.forEachGlyphMask(in: laid, originX: x, originY: y) { mask, mw, mh, stride, px, py in
            canvas.drawMask(mask, width: mw, height: mh, stride: stride, x: px, y: py, color: premul)
        }
    }
}

/// The canvas one thread of `mapFrames` renders every frame into, kept from one frame to the next.
private final class ReusedCanvas {
    var canvas: Canvas?
}
