/// The command table: each command takes its arguments and returns an exit code, or throws a
/// `UsageError` / `SpecError` that `main` prints as one line with exit code 2.
let commands: [String: @Sendable ([String]) throws -> Int32] = [
    "layout": runLayout,
    "hit": runHit,
    "render": runRender,
    "screen": runScreen,
    "bench": runBench,
    "frames": runFrames,
    "sheet": runSheet,
    "diff": runDiff,
    "check": runCheck,
]
