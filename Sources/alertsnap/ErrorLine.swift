/// The one line printed for an error that ends `alertsnap <command>` with exit 2, naming the
/// command once: `alertsnap merge-reports: shard 2/2 missing; ...`. A usage line names the
/// command itself (`usage: alertsnap diff EXPECTED.png ACTUAL.png ...`) and is printed as it is;
/// a message that already starts with the command's name does not get it twice.
func errorLine(_ error: any Error, command: String) -> String {
    let message = "\(error)"
    if message.hasPrefix("usage: alertsnap ") { return message }
    let prefix = "\(command): "
    return "alertsnap \(command): " + (message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message)
}
