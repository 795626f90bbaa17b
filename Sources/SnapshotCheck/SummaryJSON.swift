import AlertModel

extension CheckReport {
    /// The machine-readable summary (`check --json`, `summary.json` in the report folder), keys in
    /// a fixed order:
    ///
    /// ```jsonc
    /// {"exitCode": 1, "record": "never", "shard": null, "totalSpecs": 18, "totalSnapshots": 18,
    ///  "specFiles": 18,
    ///  "counts": {"passed": 16, "recorded": 0, "differs": 1, "missing": 1, "invalid": 0, "error": 0},
    ///  "results": [{"spec": "Fixtures/a.json", "name": "a", "golden": "Fixtures/__snapshots__/a.png",
    ///               "status": "differs", "goldenWritten": false, "diff": {...diff --json...},
    ///               "changes": [...], "inputsChanged": ["brand/base.json"], "toleranceReason": null,
    ///               "artifacts": {"expected": null, "actual": "...", "diff": "...", "strip": "..."},
    ///               "message": "..."}],
    ///  "unusedGoldens": [], "pruned": [],
    ///  "groups": [{"cause": "colors.brand in design/tokens.json: dark #2ED3A8 -> #2EC8A8", "count": 48,
    ///              "colors": [{"from": "#2ED3A8", "to": "#2EC8A8"}], "goldens": [...], "specs": [...]}],
    ///  "unusedFails": false, "inputs": ["dialogs"], "rerunArguments": ["dialogs"],
    ///  "verdict": {"headline": "Run failed: 1 differ, 1 missing", "failed": true, "differ": 1, "missing": 1,
    ///              "unused": 0, "lint": 0, "errors": 0},
    ///  "fixHints": [{"command": "alertsnap accept out/report", "why": "..."}]}
    /// ```
    public var jsonString: String {
        let counts = JSONText.object(
            SnapshotStatus.allCases.map { ($0.rawValue, String(count($0))) })
        let results = results.map { r in
            JSONText.object([
                ("spec", JSONText.string(r.spec)),
                ("name", JSONText.string(r.name)),
                ("golden", JSONText.string(r.golden)),
                ("status", JSONText.string(r.status.rawValue)),
                ("goldenWritten", String(r.goldenWritten)),
                ("diff", r.diff?.jsonString ?? "null"),
                ("changes", JSONText.array(r.outcome.changes.map { JSONText.string($0) })),
                ("inputsChanged", JSONText.array(r.outcome.inputsChanged.map { JSONText.string($0) })),
                ("toleranceReason", JSONText.string(r.outcome.toleranceReason)),
                ("lint", CheckReport.lintJSON(r)),
                ("room", JSONText.array(r.room.map(\.summaryObject))),
                ("warnings", JSONText.array(r.warnings.map { JSONText.string($0) })),
                ("expectedSize", JSONText.string(r.expectedSize?.description)),
                ("actualSize", JSONText.string(r.actualSize?.description)),
                (
                    "artifacts",
                    JSONText.object([
                        ("expected", JSONText.string(r.artifacts.expected)),
                        ("actual", JSONText.string(r.artifacts.actual)),
                        ("diff", JSONText.string(r.artifacts.diff)),
                        ("strip", JSONText.string(r.artifacts.strip)),
                    ])
                ),
                ("message", JSONText.string(r.message)),
            ])
        }
        return JSONText.object([
            ("exitCode", String(exitCode)),
            ("record", JSONText.string(record.rawValue)),
            ("shard", JSONText.string(shard?.description)),
            ("totalSpecs", String(totalSpecs)),
            // `totalSpecs` under its true name (it counts snapshots: every variant of every spec), and
            // the spec files this report's results come from.
            ("totalSnapshots", String(totalSpecs)),
            ("specFiles", String(specCount)),
            ("counts", counts),
            (
                "results",
                results.isEmpty ? "[]" : "[\n  " + results.joined(separator: ",\n  ") + "\n]"
            ),
            ("unusedGoldens", JSONText.array(unusedGoldens.map { JSONText.string($0) })),
            ("pruned", JSONText.array(pruned.map { JSONText.string($0) })),
            ("groups", groups.isEmpty ? "[]" : "[\n  " + groups.map(Self.groupJSON).joined(separator: ",\n  ") + "\n]"),
            // A CI run's unused goldens fail it; merged shards must fail alike.
            ("unusedFails", String(unusedFails)),
            // What the run was given, so that merged shards' fix hints name it as one run would.
            ("inputs", JSONText.array(inputs.map { JSONText.string($0) })),
            ("rerunArguments", JSONText.array(rerunArguments.map { JSONText.string($0) })),
            // What failed, kind by kind, and the commands that resolve it: what a reader of the
            // summary (the review page of `serve --report`) states as the run's headline.
            ("verdict", Self.verdictJSON(verdict)),
            (
                "fixHints",
                JSONText.array(
                    FixHints.hints(self).map {
                        JSONText.object([("command", JSONText.string($0.command)), ("why", JSONText.string($0.why))])
                    })
            ),
        ]) + "\n"
    }

    /// `{"headline": "Run failed: 32 unused goldens", "failed": true, "differ": 0, ...}`.
    static func verdictJSON(_ v: RunVerdict) -> String {
        JSONText.object([
            ("headline", JSONText.string(v.headline)), ("failed", String(v.failed)),
            ("differ", String(v.differ)), ("missing", String(v.missing)), ("unused", String(v.unused)),
            ("lint", String(v.lint)), ("invalid", String(v.invalid)),
            ("errors", String(v.errors + v.reportErrors)),
        ])
    }

    /// One `FailureGroup` as `summary.json` holds it.
    static func groupJSON(_ g: FailureGroup) -> String {
        JSONText.object([
            ("cause", JSONText.string(g.cause)),
            ("count", String(g.count)),
            (
                "colors",
                JSONText.array(
                    g.colors.map { JSONText.object([("from", JSONText.string($0.from)), ("to", JSONText.string($0.to))]) })
            ),
            ("goldens", JSONText.array(g.goldens.map { JSONText.string($0) })),
            ("specs", JSONText.array(g.specs.map { JSONText.string($0) })),
        ])
    }
}

extension FailureGroup {
    /// A group as `summary.json` holds it (see `CheckReport.groupJSON`); members it lacks are empty.
    public init(json value: JSONValue) {
        func member(_ v: JSONValue, _ key: String) -> JSONValue? {
            guard case .object(let m) = v else { return nil }
            return m.first { $0.key == key }?.value
        }
        func string(_ v: JSONValue?) -> String? { if case .string(let s)? = v { return s } else { return nil } }
        func items(_ v: JSONValue?) -> [JSONValue] { if case .array(let a)? = v { return a } else { return [] } }
        self.init(
            cause: string(member(value, "cause")) ?? "",
            colors: items(member(value, "colors")).compactMap { c in
                guard let from = string(member(c, "from")), let to = string(member(c, "to")) else { return nil }
                return ColorChange(from: from, to: to)
            },
            goldens: items(member(value, "goldens")).compactMap { string($0) },
            specs: items(member(value, "specs")).compactMap { string($0) })
    }
}
