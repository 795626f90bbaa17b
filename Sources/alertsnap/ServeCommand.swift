import Foundation
import ReviewServer

extension CommandDescription {
    static let serve = CommandDescription(
        name: "serve",
        summary: "a local web app: live gallery of the specs, review and accept of their goldens",
        usage: ["serve [DIR|SPEC...] [--port N] [--host ADDR] [--report DIR] [--open]"],
        options: [
            OptionDescription("port", "N", "the port, 0...65535 (default 0: a free one)"),
            OptionDescription(
                "host", "ADDR",
                "the address listened on, an IPv4 or IPv6 literal (default 127.0.0.1; another than loopback prints a warning)"),
            OptionDescription(
                "report", "DIR",
                "review this check --report folder (a CI artifact) instead of comparing here; accepting works as alertsnap accept"),
            OptionDescription(flag: "open", "open the page in the desktop's browser (xdg-open)"),
        ],
        environment: [fontsVariable],
        notes: [
            "Finds specs as check does and prints http://127.0.0.1:PORT/?token=T. The gallery shows every snapshot",
            "(cropped to the dialog; the whole screen on request) with filters; a spec's page shows its variants,",
            "adds others, overlays the layout's frames and the backdrop's tap rectangles and answers what hit would",
            "for a click. Specs, bases, catalogs, fonts and images are watched: a saved file re-renders the snapshots",
            "that read it. The review compares each snapshot with its golden; Accept writes the golden as",
            "check --record failed would, refused when the golden changed on disk since. Changes need the token;",
            "requests for another Host, from another Origin or for files outside the served folders are refused.",
            "Runs until interrupted (Ctrl-C).",
        ],
        examples: ["alertsnap serve Fixtures", "alertsnap serve --report ci-report"],
        run: runServe)
}

/// `alertsnap serve [DIR|SPEC...] [--port N] [--host ADDR] [--report DIR] [--open]`: prints the
/// page's address and serves until SIGINT or SIGTERM.
func runServe(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .serve)
    var options = ServeOptions(inputs: a.positional)
    if let port = try a.int("port", in: 0...65535) { options.port = UInt16(port) }
    if let host = a.value("host") { options.host = host == "localhost" ? "127.0.0.1" : host }
    options.reportDirectory = a.value("report")
    // A closed connection must not end the server.
    signal(SIGPIPE, SIG_IGN)
    let session = try ReviewSession(options)
    if !RequestGuard.isLoopback(options.host) {
        printError(
            "warning: serving on \(options.host): anyone who can reach it can read the served specs and goldens (changing them needs the token)"
        )
    }
    // Written at once (not through stdio's buffer): a script reads the address from a pipe.
    FileHandle.standardOutput.write(Data((session.url + "\n").utf8))
    if a.flags.contains("open") {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["xdg-open", session.url]
        do { try p.run() } catch { printError("warning: --open: cannot run xdg-open; open \(session.url) yourself") }
    }
    let done = DispatchSemaphore(value: 0)
    var sources: [DispatchSourceSignal] = []
    for s in [SIGINT, SIGTERM] {
        signal(s, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: s, queue: .global())
        source.setEventHandler { done.signal() }
        source.resume()
        sources.append(source)
    }
    done.wait()
    session.stop()
    return 0
}
