import Foundation

/// Writes photos.json manifests of any size by cycling the bundled photos, so the feed
/// can be measured with 1 000 or 1 000 000 entries without a million files.
///
/// Each bundled entry is serialized once; the generated ones differ only in their id, so
/// a million entries are written as text in a few seconds instead of being built as a
/// million dictionaries.
enum ManifestGenerator {
    static func write(count: Int, assets: String, to path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: assets + "/photos.json"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let photos = root["photos"] as? [[String: Any]], !photos.isEmpty
        else {
            throw BenchError("the bundled photos.json has no photos")
        }
        // Each entry without its id, as `"key": value, …}`, its file made absolute.
        var bodies: [String] = []
        var ids: [String] = []
        for photo in photos {
            var entry = photo
            ids.append(entry.removeValue(forKey: "id") as? String ?? "photo")
            if let file = entry["file"] as? String, !file.hasPrefix("/") { entry["file"] = assets + "/" + file }
            let text = String(decoding: try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]), as: UTF8.self)
            bodies.append(String(text.dropFirst()))
        }
        let kept = Set(ids.prefix(count))
        let header = (root["header"] as? String).flatMap { kept.contains($0) ? $0 : nil } ?? ids[0]
        let categories = (root["categories"] as? [[String: Any]] ?? []).filter { kept.contains($0["photo"] as? String ?? "") }
        let head = try JSONSerialization.data(withJSONObject: ["header": header], options: [])
        let categoryText = try JSONSerialization.data(withJSONObject: categories, options: [.sortedKeys])
        // Header and categories first, as a person writes a manifest.
        var out = String(decoding: head.dropLast(), as: UTF8.self)
        out += ",\n\"categories\": " + String(decoding: categoryText, as: UTF8.self) + ",\n\"photos\": [\n"
        guard let stream = OutputStream(toFileAtPath: path + ".partial", append: false) else {
            throw BenchError("cannot write \(path)")
        }
        stream.open()
        defer { stream.close() }
        func emit(_ text: String) throws {
            let bytes = Array(text.utf8)
            guard stream.write(bytes, maxLength: bytes.count) == bytes.count else { throw BenchError("cannot write \(path)") }
        }
        try emit(out)
        var batch = ""
        for k in 0..<count {
            let id = k < ids.count ? ids[k] : "\(ids[k % ids.count])-\(k)"
            batch += (k == 0 ? "" : ",\n") + "{\"id\":\"\(id)\"," + bodies[k % bodies.count]
            if batch.utf8.count > 1 << 20 {
                try emit(batch)
                batch = ""
            }
        }
        try emit(batch + "\n]}\n")
        stream.close()
        guard rename(path + ".partial", path) == 0 else { throw BenchError("cannot write \(path)") }
    }
}
