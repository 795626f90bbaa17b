/// The page's files (Web/), compiled into the binary by SwiftPM (`.embedInCode`): the server
/// needs no file beside the binary and loads nothing from elsewhere.
enum WebFiles {
    /// The files served at the root, by name (`/app.js`), with their content types.
    static let files: [String: (type: String, bytes: [UInt8])] = [
        "index.html": ("text/html; charset=utf-8", PackageResources.index_html),
        "style.css": ("text/css; charset=utf-8", PackageResources.style_css),
        "app.js": ("text/javascript; charset=utf-8", PackageResources.app_js),
        "gallery.js": ("text/javascript; charset=utf-8", PackageResources.gallery_js),
        "review.js": ("text/javascript; charset=utf-8", PackageResources.review_js),
        "closeup.js": ("text/javascript; charset=utf-8", PackageResources.closeup_js),
    ]

    /// The names `/NAME` serves.
    static var names: Set<String> { Set(files.keys) }

    static func response(_ name: String) -> HTTPResponse {
        guard let file = files[name] else { return .error(404, "\(name): not found") }
        return HTTPResponse(status: 200, contentType: file.type, body: file.bytes)
    }
}
