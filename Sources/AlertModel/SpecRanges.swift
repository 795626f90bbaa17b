/// The valid ranges of docs/contract.md checked on a spec however it was made: decoded from JSON (which
/// also checks them as it reads, with the same limits) or built in Swift with the
/// UIAlertController-style builder, whose values never pass through the decoder.
extension AlertSpec {
    /// Throws the first value outside its range, naming its key path as the JSON would.
    func checkRanges(file: String) throws(SpecError) {
        let side = AlertSpec.maxCanvasSide
        func check(_ path: String, _ value: Double?, _ range: ClosedRange<Double>, exclusiveLower: Bool = false)
            throws(SpecError)
        {
            guard let value else { return }
            if let message = SpecReader.rangeProblem(value, range: range, exclusiveLower: exclusiveLower) {
                throw SpecError(file: file, path: path, message: message)
            }
        }
        if let name, name.isEmpty || name.contains("/") || name == "." || name == ".." {
            throw SpecError(file: file, path: "name", message: "must be a non-empty file stem without '/'")
        }
        try check("canvas.width", canvasWidth, 0...side, exclusiveLower: true)
        try check("canvas.height", canvasHeight, 0...side, exclusiveLower: true)
        try check("canvas.scale", scale, 1...4)
        try check("safeArea.top", safeAreaTop, 0...side)
        try check("safeArea.bottom", safeAreaBottom, 0...side)
        try check("safeArea.left", safeAreaLeft, 0...side)
        try check("safeArea.right", safeAreaRight, 0...side)
        try check("backdrop.opacity", backdrop.opacity, 0...1)
        try check("backdrop.blur", backdrop.blur, 0...side)
        try check("alert.width", alert.width, 0...side, exclusiveLower: true)
        try check("alert.widthRatio", alert.widthRatio, 0...1, exclusiveLower: true)
        try check("alert.height", alert.height, 0...side, exclusiveLower: true)
        try check("alert.minHeightRatio", alert.minHeightRatio, 0...1)
        try check("alert.offset[0]", alert.offsetX, -side...side)
        try check("alert.offset[1]", alert.offsetY, -side...side)
        try check("alert.cornerRadius", alert.cornerRadius, 0...side)
        if case .value(let shadow) = alert.shadow {
            try check("alert.shadow.opacity", shadow.opacity, 0...1)
            try check("alert.shadow.radius", shadow.radius, 0...side)
            if let offset = shadow.offset {
                guard offset.count == 2 else {
                    throw SpecError(
                        file: file, path: "alert.shadow.offset", message: "expected an array of two numbers [x, y]")
                }
                try check("alert.shadow.offset[0]", offset[0], -side...side)
                try check("alert.shadow.offset[1]", offset[1], -side...side)
            }
        }
        if let p = alert.progress {
            try check("alert.progress.total", p.total, 0...AlertSpec.maxProgressTotal, exclusiveLower: true)
            try check("alert.progress.value", p.value, 0...p.total)
        }
        try check("alert.table.height", alert.table?.height, 0...side, exclusiveLower: true)
        try check("animation.time", animation.time, 0...Double.greatestFiniteMagnitude)
    }
}
