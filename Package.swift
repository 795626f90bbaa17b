// swift-tools-version:6.0
// alertsnap: renders iOS-style alert dialogs to PNG on Linux, with no device or GPU.
// Module graph and import rules: see docs/architecture.md.
import PackageDescription

let package = Package(
    name: "alertsnap",
    products: [
        .executable(name: "alertsnap", targets: ["alertsnap"]),
        .library(name: "AlertSnapTesting", targets: ["AlertSnapTesting"]),
        .library(name: "AlertRender", targets: ["AlertRender"]),
    ],
    targets: [
        // C system libraries, found through pkg-config; apt names them for a fresh machine.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        // The Unicode Bidirectional Algorithm (embedding levels of mixed-direction text).
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        // Thai has no spaces between words: libthai finds the word breaks with its dictionary.
        .systemLibrary(
            name: "CThai", pkgConfig: "libthai",
            providers: [.apt(["libthai-dev"])]),
        // GNU libmicrohttpd: the HTTP server of `alertsnap serve`. The header adds two inline wrappers
        // for its variadic calls, which Swift cannot make.
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]),
        // libpng reports errors by longjmp; the shim keeps every setjmp/longjmp inside C.
        // It calls zlib itself for the parallel IDAT compression, and the fast decode path (8-bit
        // RGB/RGBA) inflates with libdeflate (apt: libdeflate-dev), so it links both directly.
        .target(
            name: "CPNGShim", dependencies: ["CLibPNG"],
            linkerSettings: [.linkedLibrary("z"), .linkedLibrary("deflate")]),

        // Shared plumbing at the bottom: the one lock type (a pthread mutex, which ThreadSanitizer
        // sees; Synchronization.Mutex it does not), the one parallel loop, atomic file writes and
        // SHA-256 digests (the block function in C, for the CPU's SHA instructions).
        .target(name: "CSupport"),
        .target(name: "Support", dependencies: ["CSupport"]),
        // What every input file shares: JSON values and their parser, the one-line
        // `file: key path: message` error, did-you-mean for mistyped names.
        .target(name: "SpecSyntax"),
        // String catalogs, .strings/.stringsdict tables, plural rules, format strings, pseudo-locales.
        .target(name: "Localization", dependencies: ["SpecSyntax", "Support"]),
        // The family and weight of font files' faces, from their name and OS/2 tables.
        .target(name: "FontFaces"),
        .target(name: "AlertModel", dependencies: ["FontFaces", "Localization", "SpecSyntax", "Support"]),
        .target(name: "AlertLayout", dependencies: ["AlertModel"]),
        .target(
            name: "Typesetting", dependencies: ["AlertLayout", "AlertModel", "CFreeType", "CHarfBuzz", "CFriBidi", "CThai", "Support"]),
        // Raster's kernels that need a wider instruction set than Swift's baseline (AVX2, chosen
        // at run time, bytes the same as the Swift loops they stand in for).
        .target(name: "CRasterKernels"),
        // Raster imports no Foundation (only Support and its kernels); it links libm for rounding and exp.
        .target(name: "Raster", dependencies: ["Support", "CRasterKernels"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "PNGCodec", dependencies: ["CPNGShim", "Support"]),
        .target(name: "AlertRender", dependencies: ["AlertLayout", "AlertModel", "Typesetting", "Raster", "PNGCodec", "Support"]),
        .target(name: "ImageDiff", dependencies: ["Raster"]),
        // Design lint: reads rendered pixels (contrast), so it sits on AlertRender.
        .target(name: "DesignLint", dependencies: ["AlertRender", "AlertLayout", "AlertModel", "Typesetting", "Raster"]),
        .target(
            name: "SnapshotCheck",
            dependencies: [
                "AlertRender", "AlertLayout", "PNGCodec", "ImageDiff", "Raster", "AlertModel", "Localization", "DesignLint",
                "Support",
            ]),
        // `alertsnap serve` and `alertsnap accept`: the review server and accepting a report's images.
        // The page's files are compiled into the binary (no bundle beside it).
        .target(
            name: "ReviewServer",
            dependencies: [
                "SnapshotCheck", "AlertRender", "AlertLayout", "AlertModel", "PNGCodec", "Raster", "ImageDiff",
                "DesignLint", "Support", "CMicroHTTPD",
            ],
            resources: [
                .embedInCode("Web/index.html"), .embedInCode("Web/style.css"), .embedInCode("Web/app.js"),
                .embedInCode("Web/gallery.js"), .embedInCode("Web/review.js"), .embedInCode("Web/closeup.js"),
            ]),
        .target(name: "AlertSnapTesting", dependencies: ["SnapshotCheck", "AlertModel", "Localization", "SpecSyntax", "Support"]),
        .executableTarget(
            name: "alertsnap",
            dependencies: [
                "AlertModel", "AlertLayout", "Typesetting", "Raster", "PNGCodec", "AlertRender", "ImageDiff",
                "SnapshotCheck", "DesignLint", "ReviewServer", "Support",
            ]),

        .testTarget(name: "FontFacesTests", dependencies: ["FontFaces"]),
        .testTarget(name: "AlertModelTests", dependencies: ["AlertModel", "FontFaces"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "SpecSyntax"]),
        .testTarget(name: "SupportTests", dependencies: ["Support", "PNGCodec"]),
        .testTarget(name: "AlertLayoutTests", dependencies: ["AlertLayout", "AlertModel"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "PNGCodec", "Support"], exclude: ["__snapshots__"]),
        .testTarget(
            name: "TypesettingTests",
            dependencies: ["Typesetting", "AlertLayout", "AlertModel", "Localization", "PNGCodec", "Support"],
            exclude: ["__snapshots__"]),
        .testTarget(name: "CLITests", dependencies: ["alertsnap"]),
        .testTarget(
            name: "AlertRenderTests",
            dependencies: ["AlertRender", "AlertModel", "AlertLayout", "Raster", "PNGCodec", "Support"],
            exclude: ["__snapshots__"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
        .testTarget(
            name: "DesignLintTests", dependencies: ["DesignLint", "AlertRender", "AlertModel", "AlertLayout", "Raster"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "PNGCodec"]),
        .testTarget(
            name: "SnapshotCheckTests",
            dependencies: [
                "SnapshotCheck", "AlertModel", "AlertRender", "ImageDiff", "Raster", "PNGCodec", "DesignLint", "Support",
            ]),
        .testTarget(
            name: "ReviewServerTests", dependencies: ["ReviewServer", "SnapshotCheck", "AlertRender", "AlertModel", "PNGCodec"]),
        .testTarget(
            name: "AlertSnapTestingTests", dependencies: ["AlertSnapTesting", "SnapshotCheck", "AlertModel", "Raster"],
            exclude: ["__Snapshots__"]),
    ]
)
