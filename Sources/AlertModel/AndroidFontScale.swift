/// Android's font scale (Settings > Display > Font size) and the non-linear scaling Android 14
/// applies to text sizes in sp: large sizes grow less than small ones, so 24 sp at 2.0 is 36 dp,
/// not 48. docs/text.md "Android text" has the tables.
///
/// Sources: frameworks/base `core/java/android/content/res/FontScaleConverterFactory.java` and
/// `FontScaleConverterImpl.java` (aosp-mirror/platform_frameworks_base, commits 066094fa4a0c and
/// 2d05430b3109 for the factory, de53d9657cd5 for the table), and Compose's copy,
/// `androidx.compose.ui.unit.fontscaling.FontScaleConverterFactory` (androidx/androidx
/// `compose/ui/ui-unit/src/androidMain/kotlin/androidx/compose/ui/unit/fontscaling/FontScaleConverterFactory.android.kt`).
public enum AndroidFontScale {
    /// The steps of Android 14's font size slider, smallest first.
    public static let steps: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    /// Which of Android's two converters: the platform's, used by views (MDC, AppCompat, the
    /// framework's dialogs), or Compose's copy. They agree at every step of the slider; between
    /// 1.0 and 1.15 the platform scales linearly and Compose, from 1.03, interpolates towards
    /// the 1.15 table.
    public enum Toolkit: Hashable, Sendable {
        /// `android.content.res.FontScaleConverterFactory` (`TypedValue.applyDimension` of sp).
        case views
        /// `androidx.compose.ui.unit.fontscaling.FontScaleConverterFactory` (`TextUnit.toPx`).
        case compose
    }

    /// The font scale a spec's `contentSize` stands for on Android, step for step from the
    /// defaults: `large` is 1.0 and each category above it is the next step of the slider
    /// (`xLarge` 1.15, `xxLarge` 1.3, `xxxLarge` 1.5, `AX1` 1.8, `AX2` and larger 2.0); below it,
    /// `medium`, `small` and `xSmall` are all 0.85, Android's one smaller step.
    public static func fontScale(for contentSize: ContentSize) -> Double {
        let offset = contentSize.index - ContentSize.large.index
        return steps[min(steps.count - 1, max(0, 1 + offset))]
    }

    /// A size in sp as dp at `fontScale`: Android 14's lookup table for the scale (interpolated
    /// linearly between its points, from 0 below 8 sp, and by the last pair's ratio, 1, beyond
    /// 100 sp), a table interpolated between the two nearest scales' for a scale between them, and
    /// `sp × fontScale` where no table applies (1.0 and below, above 2.0, and for views below 1.15).
    ///
    /// ```swift
    /// AndroidFontScale.scaledSize(14, fontScale: 1.3)  // 18.8
    /// ```
    public static func scaledSize(_ sp: Double, fontScale: Double, toolkit: Toolkit = .views) -> Double {
        guard sp.isFinite, fontScale.isFinite else { return sp * fontScale }
        guard let table = table(fontScale: fontScale, toolkit: toolkit) else { return sp * fontScale }
        return convert(sp, table)
    }

    /// A line height in sp as dp at `fontScale`, for text of `fontSizeSp`. Android 14's views
    /// (`TextView.setLineHeight` and `android:lineHeight` in sp) and Compose
    /// (`resolveLineHeightInPx`) do not put a line height through the table: they keep its ratio
    /// to the font size, `lineHeightSp / fontSizeSp × scaledSize(fontSizeSp)` (where the scaling is
    /// linear that is `lineHeightSp × fontScale`). Compose keeps the ratio only above 1.05 and, from
    /// 1.03 to 1.05, converts the line height itself.
    public static func scaledLineHeight(
        _ lineHeightSp: Double, fontSizeSp: Double, fontScale: Double, toolkit: Toolkit = .views
    ) -> Double {
        guard fontSizeSp > 0, toolkit == .views || fontScale > 1.05 else {
            return scaledSize(lineHeightSp, fontScale: fontScale, toolkit: toolkit)
        }
        return lineHeightSp / fontSizeSp * scaledSize(fontSizeSp, fontScale: fontScale, toolkit: toolkit)
    }

    /// The sp sizes of every table.
    static let spPoints: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// dp at `spPoints`, by scale key (the scale × 100, truncated as Java's `(int)` of a float).
    static let tables: [(key: Int, dp: [Double])] = [
        (115, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (130, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (150, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (180, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (200, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// The key Android files a scale under: `(int) (fontScale * 100f)` in float arithmetic, so
    /// 1.15 is 115 (in double arithmetic it would be 114).
    static func key(_ fontScale: Double) -> Int {
        let product = Float(fontScale) * Float(100)
        return product.isFinite ? Int(max(-1e9, min(1e9, product))) : 0
    }

    /// The dp values at `spPoints` for `fontScale`, or nil when the scaling is linear.
    static func table(fontScale: Double, toolkit: Toolkit) -> [Double]? {
        switch toolkit {
        case .views: guard fontScale > 1 else { return nil }
        case .compose: guard fontScale >= 1.03 else { return nil }
        }
        let k = key(fontScale)
        if let exact = tables.first(where: { $0.key == k }) { return exact.dp }
        guard let upper = tables.firstIndex(where: { $0.key > k }) else { return nil }
        let lower: (key: Int, dp: [Double])
        if upper > 0 {
            lower = tables[upper - 1]
        } else if toolkit == .compose {
            lower = (100, spPoints)  // Compose interpolates from the identity at 1.0
        } else {
            return nil  // views: nothing below 1.15 to interpolate from, so linear
        }
        let start = Double(lower.key) / 100, end = Double(tables[upper].key) / 100
        let t = min(1, max(0, (fontScale - start) / (end - start)))
        return spPoints.indices.map { lower.dp[$0] + (tables[upper].dp[$0] - lower.dp[$0]) * t }
    }

    /// `FontScaleConverterImpl.convertSpToDp`: the table's value at an exact point, else linear
    /// interpolation between its neighbours (from 0 below the first), and beyond the last point
    /// the last pair's ratio. Negative sizes keep their sign.
    static func convert(_ sp: Double, _ dp: [Double]) -> Double {
        let magnitude = abs(sp), sign: Double = sp < 0 ? -1 : 1
        guard let upper = spPoints.firstIndex(where: { $0 >= magnitude }) else {
            return sp * (dp[dp.count - 1] / spPoints[spPoints.count - 1])
        }
        if spPoints[upper] == magnitude { return sign * dp[upper] }
        let x0 = upper == 0 ? 0 : spPoints[upper - 1], y0 = upper == 0 ? 0 : dp[upper - 1]
        return sign * (y0 + (dp[upper] - y0) * (magnitude - x0) / (spPoints[upper] - x0))
    }
}

extension ContentSize {
    /// The Android font scale this category stands for (`AndroidFontScale.fontScale(for:)`).
    public var androidFontScale: Double { AndroidFontScale.fontScale(for: self) }
}
