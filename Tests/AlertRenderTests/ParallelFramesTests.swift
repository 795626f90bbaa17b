import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// `mapFrames` renders frames side by side: the PNG bytes of every frame, and their order, must
/// not depend on the number of threads, and must equal the one-at-a-time `forEachFrame`.
@Suite struct ParallelFramesTests {
    static let spec = """
        {"ios": 18, "name": "pop", "device": "iphone-se", "animation": {"preset": "pop"},
         "alert": {"title": "Delete photo?", "message": "This cannot be undone.",
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}
        """

    @Test func framesAreByteIdenticalOnAnyThreadCount() throws {
        let spec = try resolve(Self.spec)
        let phases: [AnimationPhase] = [.present, .dismiss]
        var serial: [[UInt8]] = []
        try sharedRenderer.forEachFrame(spec, phases: phases, fps: 30) { _, _, _, frame in
            serial.append(try sharedRenderer.encodePNG(frame, name: spec.name))
        }
        let frames = AlertRenderer.frames(of: spec, phases: phases, fps: 30)
        #expect(serial.count == frames.count && frames.count > 4)
        #expect(Set(serial).count > 2)  // the animation really changes the pixels
        for jobs in [1, 2, 5] {
            let pngs = try sharedRenderer.mapFrames(spec, phases: phases, fps: 30, jobs: jobs) { _, canvas, threads in
                try sharedRenderer.encodePNG(canvas, name: spec.name, encoderThreads: threads)
            }
            #expect(pngs == serial, "jobs \(jobs)")
        }
    }

    struct Failure: Error, Equatable { let index: Int }

    @Test func theFirstFailureInFrameOrderIsThrown() throws {
        let spec = try resolve(Self.spec)
        #expect(throws: Failure(index: 3)) {
            _ = try sharedRenderer.mapFrames(spec, phases: [.present], fps: 60, jobs: 3) { frame, _, _ in
                if frame.index >= 3 { throw Failure(index: frame.index) }
                return frame.index
            }
        }
    }
}
