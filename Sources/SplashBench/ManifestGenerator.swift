import Foundation

/// Writes photos.json manifests of any size by cycling the bundled photos, so the feed
/// can be measured with 1 000 or 100 000 entries without 100 000 files.
enum ManifestGenerator {
    static func write(count: Int, assets: String, to path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: assets + "/photos.json"))
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let photos = root["photos"] as? [[String: Any]], !photos.isEmpty
        else {
            throw BenchError("the bundled photos.json has no photos")
        }
        var out: [[String: Any]] = []
        out.reserveCapacity(count)
        for k in 0..<count {
            var entry = photos[k % photos.count]
            let id = entry["id"] as? String ?? "photo"
            entry["id"] = k < photos.count ? id : "\(id)-\(k)"
            if let file = entry["file"] as? String, !file.hasPrefix("/") { entry["file"] = assets + "/" + file }
            out.append(entry)
        }
        root["photos"] = out
        let ids = Set(out.compactMap { $0["id"] as? String })
        if let header = root["header"] as? String, !ids.contains(header) { root["header"] = out.first?["id"] }
        if let categories = root["categories"] as? [[String: Any]] {
            root["categories"] = categories.filter { ids.contains($0["photo"] as? String ?? "") }
        }
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
