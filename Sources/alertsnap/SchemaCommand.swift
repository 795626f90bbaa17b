import AlertModel

/// `alertsnap schema [--markdown]`: the spec files' JSON Schema, or their reference page, both
/// made from the key table the decoder reads.
func runSchema(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .schema)
    guard a.positional.isEmpty else { throw UsageError("usage: alertsnap schema [--markdown]") }
    print(a.flags.contains("markdown") ? SpecDocs.markdown : SpecSchema.text, terminator: "")
    return 0
}
