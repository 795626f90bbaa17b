/// A spec that validated but cannot be rendered (its presenting image is missing or corrupt,
/// the fonts cannot be loaded). `description` is one line naming the file.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// One line naming the file and what went wrong.
    public let description: String

    /// An error whose whole message is `description`.
    public init(_ description: String) { self.description = description }
}
