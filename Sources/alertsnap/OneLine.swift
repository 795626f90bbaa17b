/// Error and report lines as printed: control characters escaped, so a line stays one line.
///
/// Paths and values from the user (a presenting image named `"a\nb"`, a key holding ESC) are
/// quoted in messages; printed raw they would break the line in two or drive the terminal.
/// `SpecError` escapes its own text; this covers every other line the CLI prints.
func oneLine(_ text: String) -> String {
    var out = ""
    for u in text.unicodeScalars {
        switch u {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            // C0 controls, DEL and the C1 controls (U+0080-U+009F, which some terminals obey).
            if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
                out += "\\u{\(String(u.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out
}
