import Geometry
import Scene

/// The digest a drawn command is looked up by (InOrderMatch): every field that makes two
/// commands differ, mixed by `DigestMixer`.
extension DrawnCommand {
    static func digest(of command: DrawCommand, content: Int) -> Int {
        var mixer = DigestMixer()
        func mix(_ clip: Clip?) {
            guard let clip else { return mixer.mix(0) }
            mixer.mix(1)
            mixer.mix(clip.rect)
            mixer.mix(clip.cornerRadius)
            mixer.mix(clip.roundedRect)
        }
        switch command {
        case let .shape(frame, cornerRadius, color, strokeWidth, clip):
            mixer.mix(1)
            mixer.mix(frame)
            mixer.mix(cornerRadius)
            mixer.mix(color)
            mixer.mix(strokeWidth)
            mix(clip)
        case let .shadow(frame, cornerRadius, color, spread, clip):
            mixer.mix(6)
            mixer.mix(frame)
            mixer.mix(cornerRadius)
            mixer.mix(color)
            mixer.mix(spread)
            mix(clip)
        case let .image(image, frame, contentMode, cornerRadius, alpha, blurRadius, dim, clip):
            mixer.mix(2)
            mixer.mix(image.pathHash)
            mixer.mix(frame)
            switch contentMode {
            case .aspectFill: mixer.mix(0)
            case .aspectFit: mixer.mix(1)
            case .scaleToFill: mixer.mix(2)
            }
            mixer.mix(cornerRadius)
            mixer.mix(alpha)
            mixer.mix(blurRadius)
            mixer.mix(dim)
            mix(clip)
        case let .pixels(image, frame, cornerRadius, alpha, clip):
            mixer.mix(3)
            mixer.mix(image.id.hashValue)
            mixer.mix(frame)
            mixer.mix(cornerRadius)
            mixer.mix(alpha)
            mix(clip)
        case let .blurredBackdrop(snapshot, frame, blurRadius, dim, alpha):
            mixer.mix(4)
            mixer.mix(snapshot)
            mixer.mix(frame)
            mixer.mix(blurRadius)
            mixer.mix(dim)
            mixer.mix(alpha)
        case let .text(string, font, color, frame, alignment, scale, clip):
            mixer.mix(5)
            mixer.mix(string.hashValue)
            mixer.mix(font.size)
            mixer.mix(font.weight == .bold ? 1 : 0)
            mixer.mix(color)
            mixer.mix(frame)
            switch alignment {
            case .left: mixer.mix(0)
            case .center: mixer.mix(1)
            case .right: mixer.mix(2)
            }
            mixer.mix(scale)
            mix(clip)
        }
        mixer.mix(content)
        return Int(truncatingIfNeeded: mixer.value)
    }
}
