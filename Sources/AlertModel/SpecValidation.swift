/// The rules of docs/contract.md checked on a spec however it was made: decoded from JSON (which also
/// checks them as it reads) or built in Swift with the UIAlertController-style builder, whose
/// values never pass through the decoder. Ranges come from `SpecKey.table`.
extension AlertSpec {
    /// Throws the first value outside its range or rule, naming its key path as the JSON would.
    func checkRanges(file: String) throws(SpecError) {
        func fail(_ path: String, _ message: String) -> SpecError {
            SpecError(file: file, path: path, message: message)
        }
        if let name, let problem = Self.nameProblem(name) { throw fail("name", problem) }
        for key in SpecKey.table {
            guard let values = key.swiftValues?(self) else { continue }
            if case .pair = key.kind, !values.isEmpty, values.count != 2 {
                throw fail(key.path, "expected an array of two numbers [x, y]")
            }
            let (range, exclusiveLower) = SpecKey.numberRange(key.path)
            for (i, value) in values.enumerated() {
                guard let value else { continue }
                guard let message = SpecReader.rangeProblem(value, range: range, exclusiveLower: exclusiveLower)
                else { continue }
                let path: String
                if case .pair = key.kind { path = "\(key.path)[\(i)]" } else { path = key.path }
                throw fail(path, message)
            }
        }
        if let p = alert.progress, let message = SpecReader.rangeProblem(p.value, range: 0...p.total, exclusiveLower: false)
        {
            throw fail("alert.progress.value", message)
        }
        if let problem = Self.actionsProblem(alert.actions) { throw fail("alert.actions", problem) }
    }

    /// Why `name` is not an output stem, or nil when it is one.
    static func nameProblem(_ name: String) -> String? {
        name.isEmpty || name.contains("/") || name == "." || name == ".." ? "must be a non-empty file stem without '/'" : nil
    }

    /// What UIKit refuses in a list of actions (more than one preferred, more than one cancel), or nil.
    static func actionsProblem(_ actions: [Action]) -> String? {
        if actions.filter(\.preferred).count > 1 { return "at most one action may be preferred" }
        if actions.filter({ $0.style == .cancel }).count > 1 {
            return "at most one action may have style cancel (UIKit allows one)"
        }
        return nil
    }
}
