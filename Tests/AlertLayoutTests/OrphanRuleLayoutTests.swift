import Testing

@testable import AlertLayout
@testable import AlertModel

/// Which labels the layout sets with UIKit's standard line breaking (`TextStyle.avoidsOrphans`):
/// the system alert's and the action sheet's title and message, in both looks; not the plain card.
@Suite struct OrphanRuleLayoutTests {
    @Test(arguments: [18, 26])
    func systemAlertLabels(ios: Int) throws {
        let l = try layout(#"{"ios": \#(ios), "alert": {"title": "Delete?", "message": "It goes.", "actions": [{"title": "OK"}]}}"#)
        #expect(try #require(l.title).style.avoidsOrphans)
        #expect(try #require(l.message).style.avoidsOrphans)
    }

    @Test(arguments: [18, 26])
    func sheetHeaderLabels(ios: Int) throws {
        let l = try layout(
            #"{"ios": \#(ios), "alert": {"preferredStyle": "actionSheet", "title": "Delete?", "message": "It goes.", "actions": [{"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]}}"#
        )
        #expect(try #require(l.title).style.avoidsOrphans)
        #expect(try #require(l.message).style.avoidsOrphans)
    }

    @Test func plainCardKeepsGreedyBreaks() throws {
        let l = try layout(#"{"theme": "plain", "alert": {"title": "Delete?", "message": "It goes.", "actions": [{"title": "OK"}]}}"#)
        #expect(try #require(l.title).style.avoidsOrphans == false)
        #expect(try #require(l.message).style.avoidsOrphans == false)
    }
}
