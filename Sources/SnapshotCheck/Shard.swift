/// One of N deterministic parts of the sorted spec list: shard I takes the specs at indexes
/// `i` with `i % N == I - 1`, so the N shards are disjoint, cover every spec and stay balanced.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// shard.includes(4)  // true: 4 % 3 == 1
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

    /// Whether the spec at `position` in the sorted list belongs to this shard.
    public func includes(_ position: Int) -> Bool { position % count == index - 1 }

    /// `I/N`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}
