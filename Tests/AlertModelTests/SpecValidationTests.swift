import Testing

@testable import AlertModel

/// Every kind of malformed spec is refused with one line naming the file and the key path.
@Suite struct SpecValidationTests {
    func error(_ json: String) -> SpecError? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (#"{"alert": {"mesage": "x"}}"#, "bad.json: alert.mesage: unknown key; did you mean \"message\"?"),
        (#"{"apperance": "dark"}"#, "bad.json: apperance: unknown key; did you mean \"appearance\"?"),
        (
            #"{"alert": {"actions": [{}, {}, {"style": "danger"}]}}"#,
            "bad.json: alert.actions[2].style: unknown value \"danger\"; expected default, cancel, destructive"
        ),
        (#"{"alert": {"width": "wide"}}"#, "bad.json: alert.width: expected a number, got a string"),
        (#"{"alert": {"width": -5}}"#, "bad.json: alert.width: -5 is out of range; must be > 0 and <= 4096"),
        (
            #"{"alert": {"cornerRadius": -1}}"#,
            "bad.json: alert.cornerRadius: -1 is out of range; must be >= 0 and <= 4096"
        ),
        (#"{"backdrop": {"opacity": 1.5}}"#, "bad.json: backdrop.opacity: 1.5 is out of range; must be <= 1"),
        (
            #"{"backdrop": {"opacity": -0.1}}"#,
            "bad.json: backdrop.opacity: -0.1 is out of range; must be >= 0 and <= 1"
        ),
        (#"{"canvas": {"scale": 5}}"#, "bad.json: canvas.scale: 5 is out of range; must be <= 4"),
        (#"{"canvas": {"scale": 0.5}}"#, "bad.json: canvas.scale: 0.5 is out of range; must be >= 1 and <= 4"),
        (#"{"canvas": {"width": 5000}}"#, "bad.json: canvas.width: 5000 is out of range; must be <= 4096"),
        (
            #"{"canvas": {"width": 4096, "height": 4096, "scale": 2}}"#,
            "bad.json: canvas: 4096x4096 pt at scale 2 is over 64 megapixels"
        ),
        (
            #"{"alert": {"progress": {"value": 0, "total": 0}}}"#,
            "bad.json: alert.progress.total: 0 is out of range; must be > 0 and <= 1000000000000000"
        ),
        (
            #"{"alert": {"progress": {"value": 11, "total": 10}}}"#,
            "bad.json: alert.progress.value: 11 is out of range; must be <= 10"
        ),
        (#"{"animation": {"time": -1}}"#, "bad.json: animation.time: -1 is out of range; must be >= 0"),
        (
            #"{"device": "iphone-99"}"#,
            "bad.json: device: unknown value \"iphone-99\"; expected iphone-se, iphone-13-mini, iphone-14, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-12.9, iphone-16, iphone-16-pro, iphone-16-pro-max, iphone-16-plus, pixel-9, pixel-8, galaxy-s24, pixel-tablet"
        ),
        (#"{"theme": "fancy"}"#, "bad.json: theme: unknown value \"fancy\"; expected system, plain"),
        (
            #"{"alert": {"tint": "blueish"}}"#,
            "bad.json: alert.tint: invalid colour \"blueish\"; expected #RGB, #RRGGBB, #RRGGBBAA, {r, g, b, a}, {light, dark}, or one of systemBlue, systemRed, systemGray, label, secondaryLabel, separator, systemBackground, secondarySystemBackground, systemGroupedBackground, white, black, gray, clear, systemGreen, systemOrange, systemYellow, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, tertiaryLabel, quaternaryLabel, tertiarySystemBackground, secondarySystemGroupedBackground"
        ),
        (#"{"alert": {"offset": [1]}}"#, "bad.json: alert.offset: expected an array of two numbers [x, y]"),
        (
            #"{"alert": {"tint": {"r": 1.5, "g": 0, "b": 0}}}"#,
            "bad.json: alert.tint.r: 1.5 is out of range; must be <= 1"
        ),
        (#"{"alert": {"tint": {"r": 1, "g": 0}}}"#, "bad.json: alert.tint.b: is required"),
        (
            #"{"alert": {"tint": {"r": 1, "g": 0, "b": 0, "alpha": 1}}}"#,
            "bad.json: alert.tint.alpha: unknown key; expected one of r, g, b, a"
        ),
        (
            #"{"alert": {"activityIndicator": 1}}"#,
            "bad.json: alert.activityIndicator: expected true or false, got a number"
        ),
        (
            #"{"alert": {"textFields": [{"secure": "yes"}]}}"#,
            "bad.json: alert.textFields[0].secure: expected true or false, got a string"
        ),
        (
            #"{"alert": {"width": 300, "widthRatio": 0.5}}"#,
            "bad.json: alert.widthRatio: give either width or widthRatio, not both"
        ),
        (#"{"alert": {"width": 500}}"#, "bad.json: alert.width: 500 pt is wider than the canvas (393 pt)"),
        (
            #"{"safeArea": {"top": 500, "bottom": 400}}"#,
            "bad.json: safeArea: top + bottom (900) leaves no room in a canvas 852 pt tall"
        ),
        (#"{"alert": []}"#, "bad.json: alert: expected an object, got an array"),
        (
            #"{"presenting": {"tint": "sepia"}}"#,
            "bad.json: presenting.tint: unknown value \"sepia\"; expected normal, dimmed, tintOnly"
        ),
        (
            #"{"alert": {"actions": [{"title": "A", "preferred": true}, {"title": "B", "preferred": true}]}}"#,
            "bad.json: alert.actions: at most one action may be preferred"
        ),
    ])
    func rejectsWithKeyPath(json: String, expected: String) {
        #expect(error(json)?.description == expected)
    }

    @Test func rejectsMalformedJSONWithPosition() {
        #expect(
            error("{\"alert\": {\"title\": \"x\",,}}")?.description
                == "bad.json: invalid JSON at line 1, column 25: expected a key string")
        #expect(
            error("{\n  \"name\": tru\n}")?.description
                == "bad.json: invalid JSON at line 2, column 11: invalid literal, expected true")
        #expect(error("")?.description == "bad.json: invalid JSON at line 1, column 1: unexpected end of input")
        #expect(error("{\"a\": 1, \"a\": 2}")?.description.contains("duplicate key \"a\"") == true)
        #expect(error("[1, 2]")?.description == "bad.json: expected an object, got an array")
    }

    @Test func rejectsNonFiniteAndDeepNesting() {
        // JSON has no NaN or Infinity literals, but 1e999 overflows to infinity.
        #expect(error(#"{"alert": {"width": 1e999}}"#)?.description == "bad.json: alert.width: must be a finite number")
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(error("{\"name\": \(deep)}")?.description.contains("nesting deeper than 64") == true)
    }

    @Test func emptySpecIsAnEmptySystemAlert() throws {
        let spec = try AlertSpec.decode(Array("{}".utf8)).resolved()
        #expect(spec.theme.name == .system)
        #expect(spec.device == "iphone-15")
        #expect(spec.title == nil && spec.message == nil && spec.actions.isEmpty)
        #expect(spec.pixelWidth == 1179 && spec.pixelHeight == 2556)
    }
}

/// Specs built in Swift never pass through the decoder: resolving them checks the same ranges.
@Suite struct BuiltSpecRangeTests {
    func error(_ configure: (inout AlertSpec) -> Void) -> String? {
        var spec = AlertSpec()
        configure(&spec)
        do {
            _ = try spec.resolved()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func outOfRangeValuesAreRefusedWithTheirKeyPath() {
        #expect(error { $0.canvasWidth = .nan } == "<spec>: canvas.width: must be a finite number")
        #expect(error { $0.scale = 0 } == "<spec>: canvas.scale: 0 is out of range; must be >= 1 and <= 4")
        #expect(
            error { $0.alert.offsetX = 1e9 } == "<spec>: alert.offset[0]: 1000000000 is out of range; must be <= 4096")
        #expect(error { $0.backdrop.opacity = -1 }?.hasPrefix("<spec>: backdrop.opacity: -1 is out of range") == true)
        #expect(
            error { $0.alert.progress = AlertSpec.Progress(value: 5, total: 0) }?.contains("alert.progress.total")
                == true)
        #expect(error { $0.name = "a/b" } == "<spec>: name: must be a non-empty file stem without '/'")
        #expect(error { $0.alert.width = 200 } == nil)
    }

    @Test func offsetsBeyondACanvasSideAreRefusedWhenDecoding() throws {
        #expect(throws: SpecError.self) { _ = try AlertSpec.decode(Array(#"{"alert": {"offset": [100000, 0]}}"#.utf8)) }
        #expect(throws: SpecError.self) {
            _ = try AlertSpec.decode(Array(#"{"alert": {"shadow": {"offset": [0, -5000]}}}"#.utf8))
        }
        _ = try AlertSpec.decode(Array(#"{"animation": {"time": 99999}}"#.utf8))
    }

    @Test func aKeyWithALineBreakStillGivesOneLine() {
        #expect(throws: SpecError.self) {
            _ = try AlertSpec.decode(Array(#"{"alert": {"tit\nle": "x"}}"#.utf8), file: "bad.json")
        }
        do {
            _ = try AlertSpec.decode(Array(#"{"alert": {"tit\nle": "x"}}"#.utf8), file: "bad.json")
        } catch {
            #expect(error.description == #"bad.json: alert.tit\nle: unknown key; did you mean "title"?"#)
        }
    }
}
