import AlertModel

@testable import Typesetting

/// The texts of the lines `text` is laid out in, at 3x, `width` points wide.
func laidOutLines(_ text: String, _ style: TextStyle, width: Double) throws -> [String] {
    try typesetter().layout(text, style: style, maxWidth: width, scale: 3).lines.map(\.text)
}

/// The one-line width of `text` in points, at 3x.
func oneLineWidth(_ text: String, _ style: TextStyle = messageStyle) throws -> Double {
    try typesetter().measure(text, style: style, maxWidth: .infinity, scale: 3).width
}
