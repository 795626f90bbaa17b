/// `crop`: what part of the canvas a PNG holds.
public enum CropMode: String, Hashable, Sendable, CaseIterable {
    /// The whole canvas.
    case screen
    /// The card (an action sheet's groups, a popover with its arrow; with the keyboard when there is
    /// one) and its shadow's reach, `AlertSpec.cropMargin` points more on each side, within the canvas.
    case alert
}

extension AlertSpec {
    /// Points kept around the dialog (and its shadow) by `crop: "alert"`.
    public static let cropMargin = 16.0
}
