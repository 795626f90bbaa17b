import AlertRender
import SnapshotCheck
import Testing

/// A golden recorded on one platform or Android look and checked on another names the change first,
/// in words (`platform ios -> android`, `android material3 -> appcompat`); a record without
/// `platform` is iOS's.
@Suite struct PlatformLayoutChangeTests {
    static func metadata(_ look: String) -> SnapshotMetadata {
        SnapshotMetadata(
            inputs: [], environment: [], variant: [],
            layout: #"{"canvas": {"width": 411, "height": 923, "scale": 2.625}, \#(look) "alert": {"x": 10, "y": 20, "width": 300, "height": 180}}"#)
    }

    static let ios18 = metadata("")
    static let ios26 = metadata(#""ios": 26, "presentation": "alert","#)
    static let material3 = metadata(#""platform": "android", "android": "material3", "presentation": "dialog","#)
    static let appcompat = metadata(#""platform": "android", "android": "appcompat", "presentation": "dialog","#)
    static let appcompatList = metadata(#""platform": "android", "android": "appcompat", "presentation": "list","#)

    @Test func aChangeOfPlatformIsNamedAloneAndFirst() {
        let changes = LayoutChanges(golden: Self.ios26, actual: Self.material3)
        #expect(changes.structural == ["platform ios -> android"])
        #expect(changes.isStructural)
        // A record without `platform` or `ios` is iOS 18's: still iOS, so the change is the platform.
        #expect(LayoutChanges(golden: Self.ios18, actual: Self.appcompat).structural == ["platform ios -> android"])
        #expect(LayoutChanges(golden: Self.appcompat, actual: Self.ios18).structural == ["platform android -> ios"])
    }

    @Test func aChangeOfAndroidLookIsNamed() {
        #expect(
            LayoutChanges(golden: Self.material3, actual: Self.appcompat).structural == ["android material3 -> appcompat"])
        #expect(LayoutChanges(golden: Self.appcompat, actual: Self.appcompat).isEmpty)
        #expect(
            LayoutChanges(golden: Self.appcompat, actual: Self.appcompatList).structural
                == ["presentation dialog -> list"])
    }

    @Test func aChangeOfLookComesBeforeTheFramesItMoved() {
        let moved = SnapshotMetadata(
            inputs: [], environment: [], variant: [],
            layout: #"{"canvas": {"width": 411, "height": 923, "scale": 2.625}, "platform": "android", "android": "appcompat", "presentation": "dialog", "alert": {"x": 26, "y": 20, "width": 359, "height": 180}}"#)
        let lines = LayoutChanges(golden: Self.material3, actual: moved).lines
        #expect(lines.first == "android material3 -> appcompat")
        #expect(lines.contains("alert.x 10 -> 26"))
    }
}
