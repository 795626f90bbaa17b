import AlertRender
import Foundation
import ImageDiff
import PNGCodec
import Raster
import Support

extension GoldenVerifier {
    /// The files one verification writes, and what it has written so far.
    struct Steps {
        let golden: String
        let location: ArtifactLocation
        var metadata: SnapshotMetadata?
        /// Makes `metadata`'s layout when it was left out (see `verify`); nil once made.
        var layout: (() throws -> String)?
        /// Makes the chunk written into files; nil: `metadata` is complete.
        let fullMetadata: (() throws -> SnapshotMetadata?)?
        let encode: (RGBAImage) throws -> [UInt8]
        var artifacts = SnapshotArtifacts()
        var goldenWritten = false
        var diff: DiffResult?
        var expectedSize: ImageSize?
        var actualSize: ImageSize?
        var actualPNG: [UInt8]?
        var goldenMetadata: SnapshotMetadata?
        var changes: LayoutChanges?
        var changedInputs: ((SnapshotMetadata) -> [String])?
        var inputsChanged: [String] = []
        var chunkRefreshed = false
        var toleranceReason: String?
        /// Remarks appended to the message (a strip not written, artifacts that could not be).
        var notes: [String] = []

        init(
            golden: String, location: ArtifactLocation, metadata: SnapshotMetadata?,
            fullMetadata: (() throws -> SnapshotMetadata?)?, encode: @escaping (RGBAImage) throws -> [UInt8]
        ) {
            self.golden = golden
            self.location = location
            self.metadata = metadata
            self.fullMetadata = fullMetadata
            self.encode = encode
        }

        /// Fills `metadata`'s layout if it was left out.
        mutating func completeMetadata() throws {
            guard let make = layout else { return }
            layout = nil
            metadata?.layout = try make()
        }

        /// The rendered image's PNG, with the metadata chunk when there is metadata; encoded once.
        mutating func png(_ actual: RGBAImage) throws -> [UInt8] {
            if let actualPNG { return actualPNG }
            if fullMetadata == nil { try completeMetadata() }
            var bytes = try encode(actual)
            if var chunk = try fullMetadata?() ?? metadata {
                chunk.pixels = PixelDigest.of(actual)
                bytes = try chunk.tagging(bytes)
            }
            actualPNG = bytes
            return bytes
        }

        mutating func writeGolden(_ actual: RGBAImage) throws {
            let bytes = try png(actual)
            try Self.write(bytes, to: golden)
            goldenWritten = true
        }

        /// Writes `golden` (the golden's bytes) with this run's chunk in place of its own, when that
        /// changes anything: the image data stays byte for byte, so only what the chunk records
        /// about inputs, version and environment moves.
        mutating func refreshChunk(of golden: [UInt8], pixels: String) throws {
            guard var chunk = try fullMetadata?() ?? metadata else { return }
            chunk.pixels = pixels
            let refreshed = try chunk.tagging(golden)
            guard refreshed != golden else { return }
            try Self.write(refreshed, to: self.golden)
            chunkRefreshed = true
        }

        mutating func writeActual(_ actual: RGBAImage) throws {
            artifacts.actual = try write(try png(actual), kind: "actual")
        }

        /// Runs `body`; a failure to write is noted in the message instead of replacing the result.
        mutating func writeArtifactsBestEffort(_ body: (inout Steps) throws -> Void) {
            do { try body(&self) } catch { notes.append("failure images not written: \(error)") }
        }

        @discardableResult
        mutating func write(_ bytes: [UInt8], kind: String) throws -> String {
            var path = location.path(kind)
            if let same = location.store?.existing(bytes, else: path) {
                path = same
                if kind == "expected" { artifacts.expected = path }
                return path
            }
            try Self.prepareArtifactFolder(location.directory)
            try Self.write(bytes, to: path)
            if kind == "expected" { artifacts.expected = path }
            return path
        }

        /// A passing snapshot leaves no failure images behind: the ones an earlier failing run wrote
        /// at this location go (only those file names), and an emptied `__failures__` folder with them.
        func removeStaleArtifacts() {
            let fm = FileManager.default
            var removed = false
            for kind in ArtifactLocation.kinds {
                let path = location.path(kind)
                if fm.fileExists(atPath: path), (try? fm.removeItem(atPath: path)) != nil { removed = true }
            }
            guard removed, SpecDiscovery.stem(of: location.directory) == ArtifactLocation.failuresFolder else {
                return
            }
            let ignore = SpecDiscovery.join(location.directory, ".gitignore")
            let left = (try? fm.contentsOfDirectory(atPath: location.directory)) ?? ["?"]
            if left.allSatisfy({ $0 == ".gitignore" }) {
                if let text = try? String(contentsOfFile: ignore, encoding: .utf8), text != ArtifactLocation.gitignore {
                    return  // a .gitignore of the user's: keep the folder
                }
                try? fm.removeItem(atPath: ignore)
                try? fm.removeItem(atPath: location.directory)
            }
        }

        /// Creates the artifact folder; a new `__failures__` folder gets a `.gitignore` of `*`, so
        /// failure images never end up committed in a user's repository.
        static func prepareArtifactFolder(_ dir: String) throws {
            let fm = FileManager.default
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: dir, isDirectory: &isFolder), isFolder.boolValue { return }
            do { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw CheckError("\(dir): cannot create the folder")
            }
            if SpecDiscovery.stem(of: dir) == ArtifactLocation.failuresFolder {
                try? AtomicFile.write(Array(ArtifactLocation.gitignore.utf8), to: SpecDiscovery.join(dir, ".gitignore"))
            }
        }

        static func write(_ bytes: [UInt8], to path: String) throws {
            let dir = SpecDiscovery.directory(of: path)
            do {
                try FileManager.default.createDirectory(
                    atPath: dir, withIntermediateDirectories: true)
            } catch {
                throw CheckError("\(dir): cannot create the folder")
            }
            do { try AtomicFile.write(bytes, to: path) } catch {
                throw CheckError(error.description)
            }
        }

        func outcome(_ status: SnapshotStatus, _ detail: String) -> GoldenVerification {
            var parts = [detail]
            if let toleranceReason, diff != nil { parts.append("compared with tolerance: \(toleranceReason)") }
            var message = (parts + notes).joined(separator: "; ")
            let written = artifacts.paths
            if !written.isEmpty { message += "; wrote \(written.joined(separator: ", "))" }
            return GoldenVerification(
                status: status, goldenWritten: goldenWritten, diff: diff, artifacts: artifacts,
                expectedSize: expectedSize, actualSize: actualSize, goldenMetadata: goldenMetadata,
                changes: changes?.lines ?? [], message: message,
                toleranceReason: diff == nil ? nil : toleranceReason, inputsChanged: inputsChanged,
                facts: (changes?.structural ?? []) + (changes?.environment ?? []),
                chunkRefreshed: chunkRefreshed)
        }
    }
}
