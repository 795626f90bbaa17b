import Testing

@testable import AlertModel

@Suite struct TextStyleTests {
    @Test func defaultLineHeightIsThirtyPercentAboveSizeRounded() {
        #expect(TextStyle(size: 13).lineHeight == 17)
        #expect(TextStyle(size: 17, lineHeight: 22).lineHeight == 22)
    }
}
