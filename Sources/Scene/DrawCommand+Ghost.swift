import Geometry

/// A command drawn faint, for a ghost of an earlier run over the current one (the motion
/// panel's A/B replay, issue 15).
extension DrawCommand {
    /// The command at `factor` of its opacity; nil for a blurred backdrop, which a ghost
    /// leaves out (it would capture and blur the frame under it).
    public func faded(by factor: Double) -> DrawCommand? {
        switch self {
        case let .shape(frame, radius, color, stroke, clip):
            return .shape(frame: frame, cornerRadius: radius, color: color.withAlpha(color.alpha * factor), strokeWidth: stroke, clip: clip)
        case let .shadow(frame, radius, color, spread, clip):
            return .shadow(frame: frame, cornerRadius: radius, color: color.withAlpha(color.alpha * factor), spread: spread, clip: clip)
        case let .image(image, frame, mode, radius, alpha, blur, dim, clip):
            return .image(
                image, frame: frame, contentMode: mode, cornerRadius: radius, alpha: alpha * factor, blurRadius: blur,
                dim: dim, clip: clip)
        case let .pixels(image, frame, radius, alpha, clip):
            return .pixels(image, frame: frame, cornerRadius: radius, alpha: alpha * factor, clip: clip)
        case .blurredBackdrop:
            return nil
        case let .text(text, font, color, frame, alignment, scale, clip):
            return .text(
                text, font: font, color: color.withAlpha(color.alpha * factor), frame: frame, alignment: alignment, scale: scale,
                clip: clip)
        }
    }

    /// Where the command draws, window points.
    public var frame: Rect {
        switch self {
        case let .shape(frame, _, _, _, _), let .shadow(frame, _, _, _, _), let .image(_, frame, _, _, _, _, _, _),
            let .pixels(_, frame, _, _, _),
            let .blurredBackdrop(_, frame, _, _, _), let .text(_, _, _, frame, _, _, _):
            frame
        }
    }
}
