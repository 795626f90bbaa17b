/// Bad usage of `serve`, or a server that cannot start, or a path it will not serve: one line
/// (`description`), exit 2 for the command line, 403 for a refused path.
public enum ServeError: Error, CustomStringConvertible, Sendable, Equatable {
    /// `serve --report DIR`: none of the report's specs is in the served folder.
    case noReportSpecs(folder: String)
    /// The temporary folder for the gallery's renders cannot be made.
    case cannotCreateWorkFolder(in: String)
    /// `--host` is not a literal IPv4 or IPv6 address.
    case notAnAddress(String)
    /// The address and port cannot be bound.
    case cannotListen(address: String, port: UInt16)
    /// inotify cannot be started (the system's reason).
    case cannotWatch(String)
    /// A path with `..`.
    case parentPath(String)
    /// A path that does not exist.
    case noSuchFile(String)
    /// A path outside the served folders (after symbolic links).
    case outsideServedFolders(String)
    /// A path that is a folder or a device, not a file.
    case notAFile(String)
    /// A spec the gallery does not serve.
    case notAServedSpec(String)

    public var description: String {
        switch self {
        case .noReportSpecs(let folder): "\(folder): none of the report's specs is in this folder"
        case .cannotCreateWorkFolder(let parent): "cannot create a temporary folder in \(parent)"
        case .notAnAddress(let address): "--host \(address): not an IPv4 or IPv6 address"
        case .cannotListen(let address, let port): "cannot listen on \(address) port \(port) (in use?)"
        case .cannotWatch(let reason): "cannot watch files: inotify_init1: \(reason)"
        case .parentPath(let path): "\(path): a path with .. is not served"
        case .noSuchFile(let path): "\(path): no such file"
        case .outsideServedFolders(let path): "\(path): outside the served folders"
        case .notAFile(let path): "\(path): not a file"
        case .notAServedSpec(let path): "\(path): not a served spec"
        }
    }
}
