/// A spec that validated but cannot be rendered (its presenting image is missing or corrupt,
/// the fonts cannot be loaded). `description` is one line naming the file.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
