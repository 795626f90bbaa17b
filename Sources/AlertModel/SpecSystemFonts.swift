import FontFaces
import Foundation

/// The optical size a static face is drawn for, from its name.
public enum OpticalRole: String, Sendable, Hashable {
    /// "SF Pro Text": below `SystemFontFace.displaySize`.
    case text
    /// "SF Pro Display": from `SystemFontFace.displaySize` up.
    case display
    /// Neither word in its name: any size.
    case any
}

/// One face of a font file named in `systemFonts`, which the system look sets its text in instead
/// of the bundled Inter (docs/contract.md "Your own system fonts").
public struct SystemFontFace: Sendable, Hashable {
    /// The file and face, under the key that named the file (`systemFonts[1]`) and its family and
    /// `OS/2` weight.
    public var face: FontFace
    /// The optical size its name gives ("Text", "Display"); a face with an `opsz` axis covers both.
    public var role: OpticalRole
    /// The range of its `wght` axis, nil for a static face.
    public var weightAxis: ClosedRange<Double>?
    /// The range of its `opsz` axis (points), nil without one.
    public var opticalSizeAxis: ClosedRange<Double>?
    /// Its `hhea` line height per point of size (`OpenTypeNames.Face.lineHeightPerEm`), nil when unknown.
    public var lineHeightPerEm: Double?

    /// The size, in points, from which iOS sets SF Pro's Display face rather than its Text face
    /// (Apple's Human Interface Guidelines, "Typography").
    public static let displaySize = 20.0

    /// A face as `systemFonts` registers it.
    public init(
        face: FontFace, role: OpticalRole, weightAxis: ClosedRange<Double>?, opticalSizeAxis: ClosedRange<Double>?,
        lineHeightPerEm: Double? = nil
    ) {
        self.face = face
        self.role = role
        self.weightAxis = weightAxis
        self.opticalSizeAxis = opticalSizeAxis
        self.lineHeightPerEm = lineHeightPerEm
    }

    /// The face `OpenTypeNames` read, named by `key`; throws (naming neither file nor key: the
    /// caller does) for a variable font with neither a `wght` nor an `opsz` axis, whose weight and
    /// size could not be set.
    init(_ face: OpenTypeNames.Face, key: String, path: String, index: Int) throws(VariableFontProblem) {
        func range(_ tag: String) -> ClosedRange<Double>? {
            face.axes.first { $0.tag == tag && $0.minimum <= $0.maximum }.map { $0.minimum...$0.maximum }
        }
        weightAxis = range("wght")
        opticalSizeAxis = range("opsz")
        if !face.axes.isEmpty && weightAxis == nil && opticalSizeAxis == nil {
            throw VariableFontProblem(axes: face.axes.map(\.tag))
        }
        self.face = FontFace(key: key, path: path, index: index, family: face.family, weight: face.weight)
        role = Self.role(named: face.fullName + " " + face.family)
        lineHeightPerEm = face.lineHeightPerEm
    }

    /// A variable font without the axes `systemFonts` sets.
    struct VariableFontProblem: Error {
        var axes: [String]
    }

    /// `.display` when `name` has the word "Display", `.text` when it has "Text", else `.any`.
    public static func role(named name: String) -> OpticalRole {
        let words = name.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
        if words.contains("display") { return .display }
        if words.contains("text") { return .text }
        return .any
    }

    /// The weight this face gives a style asking for `weight`: its `wght` axis clamps it, a static
    /// face has its own.
    func weight(for weight: Int) -> Double {
        guard let axis = weightAxis else { return Double(face.weight) }
        return min(max(Double(weight), axis.lowerBound), axis.upperBound)
    }

    /// The face of `faces` a style of `weight` (CSS 100...900) at `size` points is set in, with the
    /// axis values to set: the faces for the size's optical role (an `opsz` axis, or "Text" below
    /// `displaySize` and "Display" from it), else those named for neither, else all; among them the
    /// nearest weight by `FontFace.nearest` (a `wght` axis offers the weight asked for, within its
    /// range). `wght` is the weight asked for and `opsz` the size, each clamped to its axis; nil
    /// where the face has no such axis. nil when `faces` is empty.
    ///
    /// ```swift
    /// SystemFontFace.choose(in: faces, weight: 600, size: 17)  // the Text face, Semibold
    /// ```
    public static func choose(in faces: [SystemFontFace], weight: Int, size: Double) -> (
        index: Int, wght: Double?, opsz: Double?
    )? {
        let wanted: OpticalRole = size >= displaySize ? .display : .text
        let tiers: [(SystemFontFace) -> Bool] = [
            { $0.opticalSizeAxis != nil || $0.role == wanted }, { $0.role == .any }, { _ in true },
        ]
        for tier in tiers {
            let candidates = faces.indices.filter { tier(faces[$0]) }
            let weights = candidates.map { Int(faces[$0].weight(for: weight).rounded()) }
            guard let pick = FontFace.nearest(to: weight, in: weights) else { continue }
            let face = faces[candidates[pick]]
            let opsz = face.opticalSizeAxis.map { min(max(size, $0.lowerBound), $0.upperBound) }
            return (candidates[pick], face.weightAxis.map { _ in face.weight(for: weight) }, opsz)
        }
        return nil
    }
}

extension UIKitLineHeights {
    /// UIKit's line heights of text set in `faces`: each size's regular face's own line height
    /// (`hhea`: ascender − descender + line gap) at 17 and 15 pt, as `UIFont.lineHeight` is; nil
    /// without faces or metrics (the look keeps SF Pro's, `standard`).
    ///
    /// ```swift
    /// UIKitLineHeights.of(spec.systemFonts)?.body   // 20.29 for SF Pro Text
    /// ```
    public static func of(_ faces: [SystemFontFace]) -> UIKitLineHeights? {
        func height(_ size: Double) -> Double? {
            guard let pick = SystemFontFace.choose(in: faces, weight: 400, size: size),
                let perEm = faces[pick.index].lineHeightPerEm
            else { return nil }
            return perEm * size
        }
        guard let body = height(17), let subheadline = height(15) else { return nil }
        return UIKitLineHeights(body: body, subheadline: subheadline)
    }

    /// The line height per point of size these give (`perPoint` for SF Pro).
    public var perPointOfSize: Double { body / 17 }
}

/// The `systemFonts` of an `alertsnap.json`: the default of every spec under it that names none.
public struct SystemFontFiles: Sendable, Equatable {
    /// The file that named them, for messages (`alertsnap.json: systemFonts[1]: ...`).
    public var file: String
    /// The font files, each resolved against that file's folder.
    public var urls: [URL]

    /// Files named in `file`.
    public init(file: String, urls: [URL]) {
        self.file = file
        self.urls = urls
    }
}

/// `systemFonts`: font files the system look sets its text in instead of the bundled Inter.
extension AlertSpec {
    /// The faces of the spec's `systemFonts`, else of `alertsnap.json`'s (`overrides.defaultSystemFonts`),
    /// read through `loader` (without one only the count and URLs are checked); empty when neither
    /// names any or the look is not the system one (`plain` and its designs keep their fonts).
    func resolvedSystemFonts(_ overrides: SpecOverrides, theme: ThemeName, loader: SpecResourceLoader?, file: String)
        throws(SpecError) -> [SystemFontFace]
    {
        let (urls, source) =
            systemFonts.isEmpty
            ? (overrides.defaultSystemFonts?.urls ?? [], overrides.defaultSystemFonts?.file ?? file)
            : (systemFonts, file)
        guard !urls.isEmpty, theme == .system else { return [] }
        guard urls.count <= Self.maxFontFiles else {
            throw SpecError(
                file: source, path: "systemFonts", message: "\(urls.count) files; at most \(Self.maxFontFiles)")
        }
        var faces: [SystemFontFace] = []
        for (i, url) in urls.enumerated() {
            let key = "systemFonts[\(i)]"
            guard let (path, found) = try Self.fontFile(url, key: key, loader: loader, file: source) else { continue }
            for (index, face) in found.enumerated() {
                do {
                    faces.append(try SystemFontFace(face, key: key, path: path, index: index))
                } catch {
                    throw SpecError(
                        file: source, path: key,
                        message:
                            "\(path) is a variable font without a wght or opsz axis (it has \(error.axes.joined(separator: ", "))): its weight and optical size cannot be set"
                    )
                }
            }
            guard faces.count <= Self.maxFontFaces else {
                throw SpecError(
                    file: source, path: key,
                    message: "the system fonts hold more than \(Self.maxFontFaces) faces together")
            }
        }
        return faces
    }
}
