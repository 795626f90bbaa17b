/// What changed each failing snapshot, as `FailureGroups` groups them.
///
/// A drawn change whose new value a changed input file holds (`#E5484D` at
/// `colors.destructive.light` of `design/base.json`) is caused by that key, named without its
/// appearance (`colors.destructive in design/base.json`, the change `light #FF3B30 -> #E5484D`):
/// the light and dark values of one colour are one edit, whichever spec, look or appearance drew
/// them. An added action is caused by the key holding its title (a catalog entry, a spec's
/// `title`). A look that draws a key's value its own way (a derived tint) draws a value no file
/// holds: its change of an element joins the key that changed the same element in another look of
/// the spec (else of any spec), when that key's file changed for it too. What no key explains is
/// caused by the drawn change itself (`#2ED3A8 -> #2EC8A8`), by an element coming or going, and
/// without any of these by the changed files, the environment or the pixels.
enum FailureCauses {
    /// One cause of one snapshot.
    struct Cause {
        /// What makes the causes of two snapshots one group.
        var key: String
        /// What the group is called: `colors.destructive in design/base.json`, or the whole cause.
        var name: String
        /// One change the cause made, said after its name (`light #FF3B30 -> #E5484D`); nil for a
        /// snapshot that only joins the group.
        var part: Part? = nil
        /// The colour change, for swatches.
        var color: ColorChange? = nil
    }

    /// One change a key made: `light #FF3B30 -> #E5484D` (in an appearance), `"A" -> "B"`, or an
    /// element coming or going (`actions["Export"] added`, with no `from`).
    struct Part: Equatable {
        /// `light`, `dark`, or empty.
        var appearance = ""
        /// The drawn value before; nil for an element's coming or going.
        var from: String?
        /// The drawn value now, or the element's fact.
        var to: String
    }

    /// The appearances a colour set names its values by: the key without them is the colour.
    static let appearances = ["light", "dark"]

    /// The causes of each of `items`, in their order.
    static func causes(of items: [FailureGroups.Item], files: inout FileCache) -> [[Cause]] {
        var own: [[Cause]] = []
        var open: [[Fact]] = []
        // The key that changed an element (`actions["Delete"].title.color`), by spec and file, and
        // by file alone: what a look's own value of that element joins.
        var bySpec: [String: Cause] = [:]
        var byElement: [String: Cause] = [:]
        for item in items {
            var causes: [Cause] = []
            var unexplained: [Fact] = []
            var seen = Set<String>()
            for text in item.facts where !item.missing && seen.insert(text).inserted {
                if let fact = Fact(text), fact.isDesignValue {
                    guard let new = fact.newValue, let (file, key) = files.locate(new, in: item.inputsChanged) else {
                        unexplained.append(fact)
                        continue
                    }
                    let cause = keyCause(key, in: file, fact: fact, files: files)
                    causes.append(cause)
                    let joining = Cause(key: cause.key, name: cause.name)
                    let element = fact.path + "\u{0}" + file
                    if bySpec[item.spec + "\u{0}" + element] == nil { bySpec[item.spec + "\u{0}" + element] = joining }
                    if byElement[element] == nil { byElement[element] = joining }
                } else if let presence = PresenceFact(text) {
                    causes.append(presenceCause(presence, item: item, files: &files))
                }
            }
            own.append(causes)
            open.append(unexplained)
        }
        var out: [[Cause]] = []
        for (n, item) in items.enumerated() {
            var causes = own[n]
            for fact in open[n] {
                let joined = item.inputsChanged.lazy.compactMap { file in
                    bySpec[item.spec + "\u{0}" + fact.path + "\u{0}" + file]
                }.first ?? item.inputsChanged.lazy.compactMap { byElement[fact.path + "\u{0}" + $0] }.first
                if let joined {
                    causes.append(joined)
                } else {
                    let color = fact.isColor ? ColorChange(from: fact.old, to: fact.new) : nil
                    causes.append(Cause(key: "value " + fact.change, name: "\(fact.path) \(fact.change)", color: color))
                }
            }
            out.append(causes.isEmpty ? [fallback(item, files: files)] : causes)
        }
        return out
    }

    /// The cause of `fact` by `key` of `file`: `colors.destructive in design/base.json`, with the
    /// change `light #FF3B30 -> #E5484D` for the key `colors.destructive.light`.
    static func keyCause(_ key: String, in file: String, fact: Fact, files: FileCache) -> Cause {
        var name = key
        var part = Part(from: fact.old, to: fact.new)
        if let appearance = appearances.first(where: { key.hasSuffix("." + $0) }) {
            name = String(key.dropLast(appearance.count + 1))
            part.appearance = appearance
        }
        name += " in " + files.display(file)
        let color = fact.isColor ? ColorChange(from: fact.old, to: fact.new) : nil
        return Cause(key: "key " + name, name: name, part: part, color: color)
    }

    /// An action added is caused by the key holding its title (`"delete.account" in
    /// Localizable.xcstrings: actions["Delete Account"] added`); one removed, or added without a
    /// key found, by itself and the changed files.
    static func presenceCause(_ presence: PresenceFact, item: FailureGroups.Item, files: inout FileCache) -> Cause {
        if presence.added, let title = presence.title, let (file, key) = files.locate(title, in: item.inputsChanged) {
            let name = key + " in " + files.display(file)
            return Cause(key: "key " + name, name: name, part: Part(to: presence.text))
        }
        let changed = item.inputsChanged.map { files.display($0) }.joined(separator: ", ")
        let name = changed.isEmpty ? presence.text : "\(presence.text) (\(changed))"
        return Cause(key: "element " + name, name: name)
    }

    /// The cause of a snapshot without a drawn change or an element coming or going.
    static func fallback(_ r: FailureGroups.Item, files: FileCache) -> Cause {
        if r.missing { return Cause(key: "missing", name: FailureGroup.missingGoldens) }
        if !r.inputsChanged.isEmpty {
            let names = r.inputsChanged.map { files.display($0) }.joined(separator: ", ")
            return Cause(key: "inputs " + names, name: "changed \(names); no drawn value changed")
        }
        let environment = r.facts.filter { $0.hasPrefix("environment: ") }
        if !environment.isEmpty {
            let text = environment.joined(separator: "; ")
            return Cause(key: text, name: text)
        }
        return Cause(key: "pixels", name: "the pixels changed; no recorded input or drawn value did")
    }
}
