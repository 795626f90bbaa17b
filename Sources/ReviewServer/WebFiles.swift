/// The page's files (Web/), compiled into the binary by SwiftPM (`.embedInCode`): the server
/// needs no file beside the binary and loads nothing from elsewhere.
enum WebFiles {
    static func response(_ name: String) -> HTTPResponse {
        switch name {
        case "index.html":
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: PackageResources.index_html)
        case "app.js":
            return HTTPResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: PackageResources.app_js)
        case "style.css":
            return HTTPResponse(status: 200, contentType: "text/css; charset=utf-8", body: PackageResources.style_css)
        default:
            return .error(404, "\(name): not found")
        }
    }
}
