import Foundation
import Geometry
import PhotoLibrary
import Scene

/// What lies behind the header's status bar and search field: the darkest, lightest and
/// mean luminance over a region, with the white overlay blended in as the renderer
/// blends it. It reads a few of the decoded photo's pixels through the image loader
/// when it can (the app never holds pixels), and the photo's BlurHash until then.
/// It decides when the status bar and the search field switch to their light-background
/// look (issue 12).
public struct HeaderBackdrop: Sendable {
    private let width: Int
    private let height: Int
    private let colors: [Color]
    /// The photo's shape, which the header fills.
    private let aspect: Size

    /// Samples per region side (tuned: the BlurHash is 16 × 12, so a few per side cover
    /// its gradients).
    static let samples = 6
    /// A look switches only when the other reads better by this factor, so scrolling
    /// back and forth around the crossing does not flip it every frame (tuned).
    static let hysteresis = 1.1
    /// The header around the search field is light once its mean luminance passes this
    /// (tuned: sRGB grey 170, a header more than half washed white).
    public static let lightAroundField = 0.4

    /// Whether a background with this mean luminance counts as light against
    /// `threshold`, kept as it was (`now`) within the hysteresis.
    public static func isLight(mean: Double, threshold: Double, now light: Bool?) -> Bool {
        light == true ? mean * hysteresis >= threshold : mean >= threshold
    }

    public init(photo: Photo?) {
        aspect = photo?.pixelSize ?? Size(width: 1, height: 1)
        switch photo?.makePlaceholder() {
        case .pixels(let image)?:
            width = image.width
            height = image.height
            colors = stride(from: 0, to: image.bytes.count, by: 4).map { i in
                Color(r255: Int(image.bytes[i]), g255: Int(image.bytes[i + 1]), b255: Int(image.bytes[i + 2]))
            }
        case .color(let color)?:
            (width, height, colors) = (1, 1, [color])
        default:
            (width, height, colors) = (1, 1, [.black])
        }
    }

    /// Darkest and lightest luminance behind `region` (header points) in a header of
    /// `size`, the photo covered by white at `overlay` alpha, or darkened by black at
    /// `tint` alpha (the frosted field).
    /// `decoded` reads the decoded photo's luminances at points in 0…1 of it, when it can.
    public func luminance(
        of region: Rect, header size: Size, overlay: Double = 0, tint: Double = 0,
        decoded: (([Point]) -> [Double]?)? = nil
    ) -> (darkest: Double, lightest: Double, mean: Double) {
        let placed = Rect(origin: .zero, size: size).aspectFill(aspect)
        guard placed.width > 0, placed.height > 0 else { return (0, 0, 0) }
        let n = HeaderBackdrop.samples
        var points: [Point] = []
        for j in 0..<n {
            for i in 0..<n {
                let x = region.minX + region.width * (Double(i) + 0.5) / Double(n)
                let y = region.minY + region.height * (Double(j) + 0.5) / Double(n)
                points.append(
                    Point(
                        x: min(1, max(0, (x - placed.minX) / placed.width)),
                        y: min(1, max(0, (y - placed.minY) / placed.height))))
            }
        }
        let photo: [Color]
        if let values = decoded?(points), values.count == points.count {
            // A grey of the same luminance blends with white or black as the pixel does,
            // closely enough to judge contrast.
            photo = values.map { luminance in
                let v = luminance <= 0.0031308 ? luminance * 12.92 : 1.055 * pow(luminance, 1 / 2.4) - 0.055
                return Color(red: v, green: v, blue: v)
            }
        } else {
            photo = points.map { point in
                colors[
                    min(height - 1, max(0, Int(saturating: point.y * Double(height)))) * width
                        + min(width - 1, max(0, Int(saturating: point.x * Double(width))))]
            }
        }
        var darkest = 1.0, lightest = 0.0, total = 0.0
        for color in photo {
            let shown = Color.black.withAlpha(tint).over(Color.white.withAlpha(overlay).over(color)).luminance
            darkest = min(darkest, shown)
            lightest = max(lightest, shown)
            total += shown
        }
        return (darkest, lightest, total / Double(photo.count))
    }

}
