import Foundation

/// The reference PNGs of the renderer tests, beside this file.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
