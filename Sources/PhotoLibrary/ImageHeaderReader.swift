import Files
import Foundation
import Geometry

/// Reads an image's pixel size from its first bytes, without decoding it, so a folder of
/// photos can be laid out before any of them is decoded. The header itself is parsed by
/// `ImageHeader` (Files), the decoder's parser too. A JPEG's size is its upright size:
/// the EXIF orientation (`ImageOrientation`) is applied, as the decoder applies it.
public enum ImageHeaderReader {
    /// Bytes read first: enough for the header of every kind Splash shows and for the
    /// frame header (and the EXIF orientation before it) of most JPEGs, so a folder of
    /// thousands of photos opens quickly.
    static let firstRead = 16 * 1024
    /// A JPEG's frame header can follow a large EXIF block (thumbnails): reading doubles
    /// up to this many bytes before giving up.
    static let maximumRead = 2 * 1024 * 1024

    /// The kind and upright size of the image at `path`, or a one-line reason it is not one.
    public static func read(path: String) -> Result<(ImageHeader.Kind, Size), PhotoEntryError> {
        let name = (path as NSString).lastPathComponent
        // A regular file only: a named pipe would block this read forever.
        let handle: RegularFile
        do { handle = try RegularFile(path: path) } catch { return .failure(PhotoEntryError(error.message)) }
        var bytes = (try? handle.read(upToCount: firstRead)) ?? []
        guard let kind = ImageHeader.kind(of: bytes) else {
            return .failure(PhotoEntryError("\(name): not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        }
        while true {
            if let header = ImageHeader.parse(bytes) {
                var size = (width: header.width, height: header.height)
                if kind == .jpeg { size = ImageOrientation.ofJPEG(bytes).uprightSize(width: size.width, height: size.height) }
                return .success((kind, Size(width: Double(size.width), height: Double(size.height))))
            }
            guard kind == .jpeg, bytes.count < maximumRead,
                let more = try? handle.read(upToCount: bytes.count), !more.isEmpty
            else { break }
            bytes += more
        }
        return .failure(
            PhotoEntryError(
                kind == .jpeg
                    ? "\(name): JPEG without a readable frame header"
                    : "\(name): its header gives no image size (a damaged file)"))
    }
}
