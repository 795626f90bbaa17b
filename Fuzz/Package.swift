// swift-tools-version:6.0
// libFuzzer harnesses for alertsnap: a package of its own, so the normal `swift build` and
// `swift test` of the repository never build or instrument them. Built and run by
// `scripts/fuzz.sh NAME SECONDS` with libFuzzer coverage and AddressSanitizer.
import PackageDescription

let package = Package(
    name: "alertsnap-fuzz",
    dependencies: [.package(name: "alertsnap", path: "..")],
    targets: [
        // LLVMFuzzerRunDriver's declaration: SwiftPM executables bring their own `main`, so
        // libFuzzer is started from it instead of from libFuzzer's `main`.
        .target(name: "FuzzSupport"),
        // Every harness's `main`: `runFuzzer(fuzzOne)`.
        .target(name: "FuzzDriver", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "fuzz-spec-layout",
            dependencies: ["FuzzDriver", .product(name: "AlertRender", package: "alertsnap")]),
        .executableTarget(
            name: "fuzz-png-decode",
            dependencies: ["FuzzDriver", .product(name: "AlertRender", package: "alertsnap")]),
        .executableTarget(
            name: "fuzz-render",
            dependencies: ["FuzzDriver", .product(name: "AlertRender", package: "alertsnap")]),
        .executableTarget(
            name: "fuzz-diff",
            dependencies: [
                "FuzzDriver", .product(name: "AlertSnapTesting", package: "alertsnap"),
                .product(name: "AlertRender", package: "alertsnap"),
            ]),
    ]
)
