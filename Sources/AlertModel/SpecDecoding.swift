import Foundation

/// Reading and validating spec files (docs/contract.md "Valid ranges").
extension AlertSpec {
    /// Specs larger than this are refused before parsing: no alert needs megabytes of JSON.
    public static let maxFileSize = 4 << 20
    /// Canvas limits: at most this many points a side and this many device pixels in all.
    public static let maxCanvasSide = 4096.0
    /// Most device pixels a canvas may have, `round(width*scale) * round(height*scale)` (64 megapixels).
    public static let maxCanvasPixels = 64_000_000.0
    /// Largest `progress.total`: its label prints whole numbers exactly up to here.
    public static let maxProgressTotal = 1e15

    /// Reads and validates the spec at `path`.
    ///
    /// ```swift
    /// let spec = try AlertSpec.load(path: "Fixtures/save-confirm.json")
    /// ```
    public static func load(path: String) throws(SpecError) -> AlertSpec {
        var spec = try decode(readSpecFile(path, label: path), file: path)
        spec.sourcePath = path
        return spec
    }

    /// The bytes of the spec file at `path`: a regular file of at most `maxFileSize` bytes. A FIFO
    /// or device is refused before it is read (opening a FIFO would wait for a writer forever,
    /// `/dev/zero` never ends). `label` names the file in errors (the chain, for a base).
    static func readSpecFile(_ path: String, label: String) throws(SpecError) -> [UInt8] {
        try readRegularFile(
            path, limit: maxFileSize, label: label,
            folderMessage: "is a folder, not a spec file (alertsnap check searches folders)")
    }

    /// The bytes of the regular file at `path`, at most `limit` bytes (the pattern of
    /// `readSpecFile`, which font files share).
    static func readRegularFile(
        _ path: String, limit maxFileSize: Int, label: String, folderMessage: String = "is a folder, not a file"
    ) throws(SpecError) -> [UInt8] {
        func fail(_ message: String) -> SpecError { SpecError(file: label, path: "", message: message) }
        func systemFailure(_ what: String) -> SpecError { fail("\(what): \(String(cString: strerror(errno)))") }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw systemFailure("cannot read the file") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw systemFailure("cannot read the file") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail(folderMessage)
        case S_IFIFO: throw fail("is a FIFO, not a regular file")
        case S_IFCHR, S_IFBLK: throw fail("is a device, not a regular file")
        default: throw fail("is not a regular file")
        }
        guard info.st_size <= maxFileSize else { throw fail("file is larger than \(maxFileSize >> 20) MiB") }
        // The file's size and one byte more, to notice a file that grew while read; it may grow
        // up to one byte past the cap, which is then refused.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maxFileSize else { break }
                bytes += [UInt8](repeating: 0, count: min(max(count, 4096), maxFileSize + 1 - count))
            }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw systemFailure("cannot read the file")
            }
            count += got
        }
        guard count <= maxFileSize else { throw fail("file is larger than \(maxFileSize >> 20) MiB") }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Decodes and validates spec JSON; `file` names the source in error messages and anchors a
    /// relative `extends`.
    public static func decode(_ bytes: [UInt8], file: String = "<spec>") throws(SpecError) -> AlertSpec {
        var bases: [String] = []
        let root = try expandingExtends(parseSpecJSON(bytes, label: file), file: file, chain: [file], bases: &bases)
        var spec = try decodeExpanded(root, file: file)
        spec.baseSpecs = bases
        return spec
    }

    /// Decodes and validates a spec whose `extends` chain is already merged in.
    /// `anchor` is the path relative `fonts` resolve against (a base's own path; `file` is its chain).
    static func decodeExpanded(_ root: JSONValue, file: String, anchor: String? = nil) throws(SpecError) -> AlertSpec {
        var r = try SpecReader(file: file, path: "", value: root)
        r.colors = try decodeColors(r)
        var spec = AlertSpec()
        // The keys whose table row has a binding (and the objects made of them alone); the rest below.
        try r.decodeBoundKeys(into: &spec)
        if let variants = r.raw("variants") {
            spec.variants = try VariantSet(json: variants, file: file, path: "variants")
        }
        if let p = try r.object("presenting") {
            if case .object = p.raw("image") {
                // {"light": A, "dark": B}: the image for each appearance; a missing one means `color`.
                let images = try p.object("image")!
                spec.presenting.imagePerAppearance = true
                spec.presenting.image = try images.string("light")
                spec.presenting.darkImage = try images.string("dark")
                if spec.presenting.image == nil && spec.presenting.darkImage == nil {
                    throw p.fail("image", "give \"light\", \"dark\" or both")
                }
                if spec.presenting.image?.isEmpty == true { throw images.fail("light", "must not be empty") }
                if spec.presenting.darkImage?.isEmpty == true { throw images.fail("dark", "must not be empty") }
            } else {
                spec.presenting.image = try p.string("image")
                if spec.presenting.image?.isEmpty == true { throw p.fail("image", "must not be empty") }
            }
            try p.decodeBoundKeys(into: &spec)
        }
        spec.fonts = try decodeFonts(r, anchor: anchor ?? file)
        spec.systemFonts = try decodeFonts(r, anchor: anchor ?? file, key: "systemFonts")
        if let lint = r.raw("lint") { spec.lintRules = try LintRuleLevels(json: lint, file: file, path: "lint") }
        if case .string(let value)? = r.raw("keyboard") {
            guard value == KeyboardSpec.hardware else {
                throw r.fail(
                    "keyboard",
                    "unknown value \"\(value)\"; expected true, false, \"\(KeyboardSpec.hardware)\" or an object")
            }
            spec.hardwareKeyboard = true
        } else {
            spec.keyboard = try decodeKeyboard(r)
        }
        if let a = try r.object("alert") {
            try a.decodeBoundKeys(into: &spec)
            try decodeAlert(a, into: &spec.alert, texts: &spec.catalogTexts)
        }
        // Validate what the keys imply together (canvas limits, safe area, fixed sizes).
        // Files named (catalogs, fonts) are read when the spec is resolved.
        spec.sourcePath = file
        try spec.validate()
        // Every variant too (a fixed width wider than a varied device): at most VariantSet.maxCount
        // validations, no layout.
        for combination in try spec.variants.isEmpty ? [] : spec.variantCombinations() {
            try spec.validate(combination.overrides.get())
        }
        spec.sourcePath = nil
        return spec
    }

    /// The keys of the `alert` object.
    static var alertKeys: [String] { SpecKey.members(of: "alert") }

    /// The keys of `alert` that have no binding; `alert` holds the bound ones already.
    private static func decodeAlert(_ a: SpecReader, into alert: inout Alert, texts: inout [CatalogTextReference])
        throws(SpecError)
    {
        if alert.width != nil && alert.widthRatio != nil {
            throw a.fail("widthRatio", "give either width or widthRatio, not both")
        }
        if alert.height != nil && alert.minHeightRatio != nil {
            throw a.fail("minHeightRatio", "give either a fixed height or minHeightRatio, not both")
        }
        if case .string("material") = a.raw("background") {
            alert.background = .material
        } else if case .string("glass") = a.raw("background") {
            alert.background = .glass
        } else if case .string(let bg) = a.raw("background"), ColorValue(parsing: bg) == nil, a.colors[bg] == nil {
            throw a.fail(
                "background",
                "invalid value \"\(bg)\"; expected \"material\", \"glass\" or a colour: " + SpecReader.colorForms(a.colors))
        } else if let c = try a.color("background") {
            alert.background = .color(c)
        }
        if a.isNull("shadow") {
            alert.shadow = .none
        } else if let s = try a.object("shadow") {
            var shadow = PartialShadow()
            shadow.color = try s.color("color")
            shadow.opacity = try s.number("opacity")
            shadow.radius = try s.number("radius")
            shadow.offset = try s.pair("offset")
            alert.shadow = .value(shadow)
        }
        if let fields = try a.array("textFields") {
            for (i, item) in fields.enumerated() {
                let f = try a.element("textFields", i, item)
                alert.textFields.append(
                    TextField(
                        placeholder: try f.text("placeholder", references: &texts) ?? "",
                        text: try f.text("text", references: &texts) ?? "",
                        secure: try f.bool("secure") ?? false, focused: try f.bool("focused") ?? false))
            }
            if let second = alert.textFields.indices.filter({ alert.textFields[$0].focused }).dropFirst().first {
                throw a.fail("textFields[\(second)].focused", "only one text field can be focused")
            }
        }
        if let p = try a.object("progress") {
            guard let total = try p.number("total") else {
                throw p.fail("total", "is required")
            }
            let value = try p.number("value", in: 0...total) ?? 0
            alert.progress = Progress(value: value, total: total)
        }
        if let t = try a.object("table") {
            var rows: [String] = []
            for (i, item) in (try t.array("rows") ?? []).enumerated() {
                rows.append(
                    try SpecReader.text(item, file: a.file, path: t.join("rows") + "[\(i)]", references: &texts))
            }
            alert.table = Table(rows: rows, height: try t.number("height"))
        }
        if let actions = try a.array("actions") {
            for (i, item) in actions.enumerated() {
                let r = try a.element("actions", i, item)
                var action = Action(
                    title: try r.text("title", references: &texts) ?? "",
                    style: try r.enumValue("style", ActionStyle.self) ?? .default,
                    preferred: try r.bool("preferred") ?? false, enabled: try r.bool("enabled") ?? true,
                    background: try r.color("background"), titleColor: try r.color("titleColor"),
                    image: try decodeActionImage(r), checked: try r.bool("checked") ?? false)
                action.role = try r.enumValue("role", AndroidButtonRole.self)
                alert.actions.append(action)
            }
            if let problem = actionsProblem(alert.actions) { throw a.fail("actions", problem) }
        }
        if let s = try a.object("titleStyle") { alert.titleStyle = try decodeTextStyle(s) }
        if let s = try a.object("messageStyle") { alert.messageStyle = try decodeTextStyle(s) }
        if let s = try a.object("actionStyle") {
            alert.actionStyle = try decodeTextStyle(s)
            alert.actionButtons = try decodeActionButtons(s)
        }
        alert.icon = try decodeIcon(a)
        alert.content = try decodeContentView(a)
        alert.insets = try decodeInsets(a, "insets")
        alert.border = try decodeBorder(a)
        alert.source = try decodeSource(a)
        alert.sourceArrow = try a.object("source")?.bool("arrow")
        alert.cancelable = try a.bool("cancelable")
    }
}
