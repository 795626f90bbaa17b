import AlertModel

extension AlertRenderer {
    /// The pixel size of the presenting screen `spec` draws, `nil` when it has none. The image is
    /// decoded through the renderer's cache, so asking before or after a render costs one decode.
    ///
    /// ```swift
    /// if let size = try renderer.presentingImageSize(spec) { print(size.width, size.height) }
    /// ```
    public func presentingImageSize(_ spec: ResolvedSpec) throws(RenderError) -> (width: Int, height: Int)? {
        guard let path = spec.presentingImage else { return nil }
        do {
            let entry = try images.image(at: path)
            return (entry.image.width, entry.image.height)
        } catch {
            throw .unusableInput(source: spec.sourceDescription, key: "presenting.image", problem: "\(error)")
        }
    }
}
