/// The candidate `typed` most likely misspells, or nil when none is close: at most one edit
/// (two for words of six or more characters), where swapping two neighbours is one edit.
/// Ties go to the candidate listed first, so the hint never depends on hashing order.
///
/// ```swift
/// closestName(to: "chek", among: ["render", "check"])  // "check"
/// ```
func closestName(to typed: String, among candidates: [String]) -> String? {
    let limit = typed.count >= 6 ? 2 : 1
    var best: (name: String, distance: Int)?
    for c in candidates {
        // The distance is at least the difference in length: a huge argument costs nothing.
        guard abs(typed.count - c.count) <= limit else { continue }
        let d = editDistance(Array(typed.lowercased()), Array(c.lowercased()))
        if d <= limit, d < (best?.distance ?? Int.max) { best = (c, d) }
    }
    return best?.name
}

/// Optimal string alignment distance: insertions, deletions, substitutions and transpositions of
/// adjacent characters each cost one (the typos people make on a keyboard).
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, table[i - 2][j - 2] + 1) }
            table[i][j] = d
        }
    }
    return table[a.count][b.count]
}
