/// Where an action's image (UIAlertAction's `image` key) and its checkmark (`checked`) go in a
/// row, in an alert and in an action sheet (docs/themes.md "Action images and checkmarks"). No
/// screenshot of either could be measured: every number marked (?) is chosen, from what the
/// sources below say, and is kept here so that it can be recalibrated against one.
///
/// ```swift
/// let sheet = ActionAccessoryStyle.sheet
/// print(sheet.imageSize, sheet.checkmarkTrailing)  // 26.0 12.0
/// ```
public struct ActionAccessoryStyle: Sendable, Equatable {
    /// Side of the square box the image is fitted into (aspect fit, centred), in points. UIKit
    /// shows the image at the leading edge of the row with the title still centred
    /// (maximbilan/UIAlertController-Customization's README screenshots); its size is the
    /// image's own, which apps make about the title's line height (?).
    public var imageSize: Double
    /// From the row's leading edge to the image box, in points (?).
    public var imageLeading: Double
    /// Least gap between the image box (or the checkmark) and the title, in points (?).
    public var titleGap: Double
    /// Side of the checkmark's square box, in points (?: the system "checkmark" symbol at its
    /// default size is about this).
    public var checkmarkSize: Double
    /// From the checkmark box to the row's trailing edge: 12 pt, centred vertically
    /// (SameBoy's GBCheckableAlertController, which puts the "checkmark" symbol back where UIKit's
    /// `checked` drew it).
    public var checkmarkTrailing: Double
    /// The checkmark's stroke, as a fraction of its box (?).
    public var checkmarkStroke: Double

    /// The rows of an alert (44 pt, 17 pt titles).
    public static let alert = ActionAccessoryStyle(
        imageSize: 22, imageLeading: 16, titleGap: 8, checkmarkSize: 14, checkmarkTrailing: 12, checkmarkStroke: 0.13)
    /// The rows of an action sheet (57 pt, 20 pt titles).
    public static let sheet = ActionAccessoryStyle(
        imageSize: 26, imageLeading: 20, titleGap: 8, checkmarkSize: 16, checkmarkTrailing: 12, checkmarkStroke: 0.13)

    /// The checkmark's polyline in its unit box: the short stroke down, then the long one up.
    public static let checkmarkPoints: [(x: Double, y: Double)] = [(0.08, 0.54), (0.38, 0.84), (0.94, 0.16)]
}
