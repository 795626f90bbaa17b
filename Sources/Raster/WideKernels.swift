import CRasterKernels

/// Whether Raster's AVX2 kernels (`CRasterKernels`) run: the CPU has AVX2 and the OS saves its
/// registers. Each kernel gives the bytes of the Swift loop it stands in for (tests compare the
/// two), so this changes the speed, never the pixels; where it is false, the Swift loops run.
enum WideKernels {
    static let available = craster_avx2_available() != 0
}
