import AlertModel
import Raster

/// One labelled contact sheet of many renders, for design review: every spec under every
/// combination of the varied keys (`--vary appearance=light,dark --vary device=iphone-se,iphone-15`).
public struct ContactSheet {
    /// A key a sheet can vary and its values.
    public struct Variation: Sendable, Equatable {
        /// The keys `--vary` accepts.
        public enum Key: String, CaseIterable, Sendable {
            /// `appearance`, `device`, `orientation`, `theme`, `phase`, `contentSize`, `locale` and
            /// `layoutDirection` take the spec's names; `time` takes seconds (>= 0); `keyboard` true,
            /// false or a keyboard type; `ios` 18 or 26 (the look's generation, side by side);
            /// `platform` ios or android and `android` an Android dialog (both platforms side by side).
            case appearance, device, orientation, theme, time, phase, contentSize, locale, layoutDirection, keyboard
            case ios, platform, android
        }
        /// The varied key.
        public let key: Key
        /// Its values, in the order given, each already validated.
        public let values: [String]

        /// Parses `key=v1,v2`, validating every value.
        public init(parsing text: String) throws(SpecError) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            func fail(_ m: String) -> SpecError { SpecError(file: "--vary", path: parts.first ?? "", message: m) }
            guard parts.count == 2, let key = Key(rawValue: parts[0]) else {
                throw SpecError(
                    file: "--vary", path: "",
                    message:
                        "expected KEY=v1,v2 with KEY one of \(Key.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(text)\""
                )
            }
            let values = parts[1].split(separator: ",").map { String($0) }
            guard !values.isEmpty else { throw fail("no values") }
            for v in values {
                if key == .theme {
                    if ThemeName(rawValue: v) == nil { throw fail("invalid value \"\(v)\"") }
                    continue
                }
                var probe = SpecOverrides()
                do { try probe.set(key.rawValue, to: v) } catch {
                    throw fail("invalid value \"\(v)\": \(error.message)")
                }
            }
            self.key = key
            self.values = values
        }
    }

    /// One cell: a spec under one combination, with its label.
    public struct Cell: Sendable {
        /// The spec with this cell's variation applied.
        public let spec: ResolvedSpec
        /// Drawn under the render: the spec's name, then `key=value` for each varied key (only the
        /// `key=value`s on a sheet of one spec).
        public let label: String
    }

    /// Most cells a sheet can hold: as many of the smallest cells (200 px wide, 100 px tall,
    /// label and gaps) as the largest sheet (100 megapixels) has room for.
    public static let maxCells =
        maxSheetPixels / ((minCellWidth + gap) * (minCellHeight + labelHeight + gap))

    /// The largest sheet drawn: the bound the PNG decoder enforces, so anyone can open it.
    static let maxSheetSide = 16384
    static let maxSheetPixels = 100_000_000
    static let minCellWidth = 200
    /// The smallest `cellHeight` (the CLI's `--cell-height` range starts here).
    public static let minCellHeight = 100
    static let gap = 24
    static let labelHeight = 44

    /// The cells in order: specs outermost, then each variation in the order given, then the
    /// spec's own `variants` (a key `--vary` gives is no longer the spec's to vary). Throws before
    /// building any when there would be more than `maxCells`. `overrides` apply to every cell under
    /// its variation (`--content-size`, `--locale`, `--direction`). `projects`, one per spec when
    /// given, are the variants each spec's own lie over and the overrides it is resolved with
    /// (its `alertsnap.json`'s, as `check` sees the spec); without them, none and `overrides`.
    public static func cells(
        specs: [AlertSpec], variations: [Variation], overrides: SpecOverrides = SpecOverrides(),
        projects: [(variants: VariantSet, overrides: SpecOverrides)] = []
    ) throws(SpecError) -> [Cell] {
        func project(_ i: Int) -> (variants: VariantSet, overrides: SpecOverrides) {
            projects.indices.contains(i) ? projects[i] : (VariantSet(), overrides)
        }
        // Counted first: 3000 x 3000 values would otherwise build 9 million combinations (4 GB)
        // only to be refused by the sheet's size.
        var combinations = 1
        for v in variations {
            let (product, overflow) = combinations.multipliedReportingOverflow(by: v.values.count)
            combinations = overflow ? Int.max : product
        }
        var count = 0
        for (i, spec) in specs.enumerated() {
            let own = project(i).variants.overlaid(with: spec.variants).count
            let (cells, overflow) = combinations.multipliedReportingOverflow(by: own)
            let (sum, overflow2) = count.addingReportingOverflow(cells)
            count = overflow || overflow2 ? Int.max : sum
        }
        guard count <= maxCells else {
            let factors =
                ["\(specs.count) spec\(specs.count == 1 ? "" : "s")"] + variations.map { "\($0.values.count)" }
            throw SpecError(
                file: "--vary", path: "",
                message: "\(factors.joined(separator: " x ")) = \(count == Int.max ? "too many" : String(count)) cells;"
                    + " a sheet holds at most \(maxCells)")
        }
        var out: [Cell] = []
        out.reserveCapacity(count)
        for (i, base) in specs.enumerated() {
            let (under, specOverrides) = project(i)
            var combos: [[(Variation.Key, String)]] = [[]]
            for v in variations {
                combos = combos.flatMap { c in v.values.map { c + [(v.key, $0)] } }
            }
            // Axes that do not apply collapse, as in `check`: no `ios` cell under Android, no
            // `android` cell under iOS (`AlertSpec.collapsed`).
            var seen = Set<String>()
            combos = combos.compactMap { combo in
                let varied = combo.first { $0.0.rawValue == "platform" }.flatMap { Platform(rawValue: $0.1) }
                let on = varied ?? overrides.platform ?? base.platform ?? overrides.defaultPlatform ?? .default
                let kept = combo.filter { ($0.0.rawValue != "ios" || on == .ios) && ($0.0.rawValue != "android" || on == .android) }
                return seen.insert(kept.map { "\($0.0.rawValue)=\($0.1)" }.joined(separator: ".")).inserted ? kept : nil
            }
            for combo in combos {
                var spec = base
                var o = specOverrides
                for (key, value) in combo {
                    if key == .theme {
                        spec.theme = ThemeName(rawValue: value)
                    } else {
                        try o.set(key.rawValue, to: value)
                    }
                }
                for resolved in try spec.resolvedVariants(under: under, overrides: o) {
                    let varied =
                        combo.map { "\($0.0.rawValue)=\($0.1)" }
                        + resolved.variant.map { "\($0.key.rawValue)=\($0.value)" }
                    // A sheet of one spec is that spec's sheet: its cells say only what varies, so
                    // the values (not the repeated name) fit under a narrow cell.
                    let label = (specs.count == 1 && !varied.isEmpty ? varied : [resolved.name] + varied)
                        .joined(separator: "  ")
                    out.append(Cell(spec: resolved, label: label))
                }
            }
        }
        return out
    }

    /// Renders the cells into a grid of `columns`, every render shrunk to `cellHeight` px tall,
    /// labelled underneath, on a neutral background.
    public static func render(_ cells: [Cell], columns: Int, cellHeight: Int = 640, with renderer: AlertRenderer)
        throws(RenderError) -> Canvas
    {
        let columns = max(1, min(columns, max(1, cells.count)))
        let rows = (cells.count + columns - 1) / columns
        // Every cell as wide as the widest aspect ratio needs, so devices of any shape fit (a cropped
        // cell by its crop's shape).
        let extents = cells.map { cell -> (Double, Double) in
            renderer.cropFrame(cell.spec).map { ($0.width, $0.height) } ?? (cell.spec.canvasWidth, cell.spec.canvasHeight)
        }
        let widths = extents.map { Int((Double(cellHeight) * $0.0 / $0.1).rounded()) }
        let cellW = max(minCellWidth, widths.max() ?? minCellWidth)
        let label = labelHeight
        let sheetWidth = gap + columns * (cellW + gap)
        let sheetHeight = gap + rows * (cellHeight + label + gap)
        // The same bound the PNG decoder enforces: a sheet anyone can open.
        guard sheetWidth <= maxSheetSide, sheetHeight <= maxSheetSide, sheetWidth * sheetHeight <= maxSheetPixels else {
            throw .sheetTooLarge(
                width: sheetWidth, height: sheetHeight, maxSide: maxSheetSide, maxPixels: maxSheetPixels)
        }
        let sheet = Canvas(
            width: sheetWidth, height: sheetHeight,
            fill: StraightColor(r: 0xE5, g: 0xE5, b: 0xEA).premultiplied())
        let style = TextStyle(size: 15, weight: .semibold, lineHeight: 20, alignment: .center, maxLines: 2)
        for (i, cell) in cells.enumerated() {
            let x = gap + (i % columns) * (cellW + gap)
            let y = gap + (i / columns) * (cellHeight + label + gap)
            let image = renderer.output(try renderer.render(cell.spec), for: cell.spec).makeImage()
            let w = widths[i]
            sheet.drawImage(image, aspectFillIn: PixelRect(x: x + (cellW - w) / 2, y: y, width: w, height: cellHeight))
            renderer.drawLabel(
                cell.label, style: style, in: sheet, x: Double(x), y: Double(y + cellHeight + 4), width: Double(cellW),
                color: StraightColor(r: 0x1C, g: 0x1C, b: 0x1E))
        }
        return sheet
    }
}
