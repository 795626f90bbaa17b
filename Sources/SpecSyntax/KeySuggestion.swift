/// Did-you-mean for names a user typed: the spec's keys and values, catalog keys, variant names.
public enum KeySuggestion {
    /// The closest allowed key by edit distance, if it is close enough to be a typo.
    public static func nearest(to key: String, in allowed: [String]) -> String? {
        // A key longer than every allowed one by more than the accepted distance cannot be a
        // typo of any; skipping it keeps the edit-distance work tiny whatever the key's length
        // (a 1 MB key took seconds).
        let length = key.unicodeScalars.count
        let longest = allowed.map(\.unicodeScalars.count).max() ?? 0
        guard length - longest <= max(2, length / 3) else { return nil }
        let scored = allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance in Unicode scalars (insert, delete, replace each count 1).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
