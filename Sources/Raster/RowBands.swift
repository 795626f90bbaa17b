// Row bands on all cores: pixelmatch's main loop (ImageDiff) and the full-screen passes of a
// render (the presenting screen's copy, tint gray-out and dimming). Raster imports not even
// Foundation (docs/architecture.md), so the threads are POSIX threads from libc.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an image's rows are split among threads.
///
/// For pixelmatch, every band reads the two whole images, so a pixel's anti-aliasing check near a band edge sees
/// the same neighbours (and their neighbours, two rows away) as in one pass over the image: the
/// halo is the whole image, shared read-only, and nothing is copied. Bands write disjoint rows of
/// the diff image and return their own counts, which are summed in band order; sums, maxima and
/// boxes do not depend on the split, so the result is the same for any number of threads.
package enum RowBands {
    /// Images smaller than this (in pixels) run on the calling thread: starting a thread costs
    /// more than comparing them (a 1170x2532 screen is 3 megapixels).
    package static let minPixelsToSplit = 1 << 18
    /// The fewest rows a band gets.
    package static let minRows = 16

    /// The online cores (at least 1), or `coresForTesting` when set.
    package static var coreCount: Int {
        coresForTesting ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Tests only: the core count to split by instead of the machine's, so that a test proves on
    /// any machine that a split changes no byte. Set and cleared by one test at a time.
    nonisolated(unsafe) package static var coresForTesting: Int? = nil

    /// The number of bands for an image: `threads` (0: one a core), no more than the rows allow,
    /// 1 for small images.
    /// `minPixels`: the size below which one thread does it all (fewer for work that costs
    /// more a pixel, such as a blur's many passes).
    package static func count(width: Int, height: Int, threads: Int, minPixels: Int = minPixelsToSplit) -> Int {
        let wanted = threads > 0 ? threads : coreCount
        if wanted <= 1 || width * height < minPixels { return 1 }
        return max(1, min(wanted, height / minRows))
    }

    /// Rows `[start, end)` of band `band` of `bands` over `height` rows: as equal as can be.
    package static func rows(band: Int, of bands: Int, height: Int) -> Range<Int> {
        (height * band / bands)..<(height * (band + 1) / bands)
    }

    /// Runs `body(band)` for every band in `0..<bands`, band 0 on the calling thread and the rest
    /// on threads of their own, and returns when all have finished. Falls back to the calling
    /// thread for a band whose thread cannot be started.
    package static func run(bands: Int, _ body: (Int) -> Void) {
        if bands <= 1 {
            body(0)
            return
        }
        withoutActuallyEscaping(body) { body in
            let jobs = (1..<bands).map { BandJob(band: $0, body: body) }
            var threads: [pthread_t?] = []
            threads.reserveCapacity(jobs.count)
            for job in jobs {
                var thread = pthread_t()
                let context = Unmanaged.passRetained(job).toOpaque()
                if pthread_create(&thread, nil, runBandJob, context) == 0 {
                    threads.append(thread)
                } else {
                    Unmanaged<BandJob>.fromOpaque(context).release()
                    threads.append(nil)
                }
            }
            body(0)
            for (job, thread) in zip(jobs, threads) {
                if let thread {
                    pthread_join(thread, nil)
                } else {
                    job.body(job.band)
                }
            }
        }
    }
}

/// One band's work, handed to its thread through an opaque pointer.
private final class BandJob {
    let band: Int
    let body: (Int) -> Void
    init(band: Int, body: @escaping (Int) -> Void) {
        self.band = band
        self.body = body
    }
}

/// The thread entry point: runs the band and releases the job the creator retained for it.
private func runBandJob(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let job = Unmanaged<BandJob>.fromOpaque(context).takeRetainedValue()
    job.body(job.band)
    return nil
}
