/// One of N deterministic parts of the sorted spec list, balanced by snapshots: a spec with
/// variants weighs as many snapshots as it has. Specs go, heaviest first (ties in list order),
/// onto the shard holding fewest snapshots so far (ties to the lower shard), so the N shards are
/// disjoint, cover every spec, hold about the same number of snapshots, and every run with the
/// same specs splits them the same way. With equal weights this is round robin.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// shard.positions(weights: [4, 1, 1, 1, 1])  // [1, 4]: shard 1 takes the spec of 4 snapshots
/// ```
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    /// N, how many shards the spec list is split into.
    public let count: Int

    /// Shard `index` of `count`; throws `CheckError` unless 1 <= `index` <= `count`.
    public init(index: Int, count: Int) throws(CheckError) {
        guard count >= 1, index >= 1, index <= count else {
            throw CheckError("--shard: \"\(index)/\(count)\" needs 1 <= I <= N")
        }
        self.index = index
        self.count = count
    }

    /// `I/N`, e.g. `"1/4"`.
    public init(parsing text: String) throws(CheckError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw CheckError("--shard: \"\(text)\" is not I/N (for example 1/4)")
        }
        try self.init(index: i, count: n)
    }

    /// The positions in the sorted spec list of this shard's specs, ascending, where `weights[i]`
    /// is the number of snapshots of the spec at position `i`.
    public func positions(weights: [Int]) -> [Int] {
        let shards = Self.assignments(weights: weights, count: count)
        return weights.indices.filter { shards[$0] == index }
    }

    /// The shard (1...`count`) of each spec, whose snapshot counts are `weights`.
    public static func assignments(weights: [Int], count: Int) -> [Int] {
        let order = weights.indices.sorted { (-weights[$0], $0) < (-weights[$1], $1) }
        var loads = [Int](repeating: 0, count: max(count, 1))
        var shards = [Int](repeating: 1, count: weights.count)
        for position in order {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            shards[position] = lightest + 1
            loads[lightest] += weights[position]
        }
        return shards
    }

    /// `I/N`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}
