import Geometry
import Motion

/// Everything the card transition animates, as one value so a single spring moves it all
/// in step and a retarget keeps every part's velocity (docs/MOTION.md, fix 8: one coordinate
/// space, window points, for start and end).
///
/// The card's content is laid out at the window's width and scaled uniformly by
/// `frame.width / window width`, so the card never stretches.
public struct CardPose: Animatable {
    /// The card in window points, as drawn.
    public var frame: Rect
    /// Height of the photo at the card's top, as drawn (window points).
    public var imageHeight: Double
    /// Corner radius as drawn.
    public var cornerRadius: Double
    /// Alpha of the black backdrop over the feed.
    public var dim: Double
    /// The detail's scroll offset in content points (a dismissal scrolls back to the top).
    public var scrollOffset: Double
    /// Window y above which the card is not drawn: the header's bottom at the cell, so a
    /// row partly under the collapsed header starts (and lands) exactly as it was seen;
    /// 0 once presented.
    public var visibleTop: Double

    public init(
        frame: Rect, imageHeight: Double, cornerRadius: Double, dim: Double, scrollOffset: Double,
        visibleTop: Double = 0
    ) {
        self.frame = frame
        self.imageHeight = imageHeight
        self.cornerRadius = cornerRadius
        self.dim = dim
        self.scrollOffset = scrollOffset
        self.visibleTop = visibleTop
    }

    public static var zero: CardPose {
        CardPose(frame: .zero, imageHeight: 0, cornerRadius: 0, dim: 0, scrollOffset: 0)
    }

    public static func + (a: CardPose, b: CardPose) -> CardPose {
        CardPose(
            frame: a.frame + b.frame, imageHeight: a.imageHeight + b.imageHeight,
            cornerRadius: a.cornerRadius + b.cornerRadius, dim: a.dim + b.dim,
            scrollOffset: a.scrollOffset + b.scrollOffset, visibleTop: a.visibleTop + b.visibleTop)
    }

    public static func - (a: CardPose, b: CardPose) -> CardPose {
        CardPose(
            frame: a.frame - b.frame, imageHeight: a.imageHeight - b.imageHeight,
            cornerRadius: a.cornerRadius - b.cornerRadius, dim: a.dim - b.dim,
            scrollOffset: a.scrollOffset - b.scrollOffset, visibleTop: a.visibleTop - b.visibleTop)
    }

    public func scaled(by factor: Double) -> CardPose {
        CardPose(
            frame: frame.scaled(by: factor), imageHeight: imageHeight * factor,
            cornerRadius: cornerRadius * factor, dim: dim * factor, scrollOffset: scrollOffset * factor,
            visibleTop: visibleTop * factor)
    }

    /// The largest component; alpha is in 0…1 and the rest in points, so points dominate,
    /// which is what settling should look at.
    public var componentMagnitude: Double {
        max(
            frame.componentMagnitude, imageHeight.magnitude, cornerRadius.magnitude, dim.magnitude,
            scrollOffset.magnitude, visibleTop.magnitude)
    }

    /// The pose scaled about the frame's centre by `factor` and moved by `offset`: what a
    /// scrub does to the card (docs/MOTION.md, Card transition: scale linear in progress; the card shrinks in
    /// place, as the App Store's does, and only leans a little toward the pointer).
    func scrubbed(by factor: Double, offset: Point, cornerRadius radius: Double) -> CardPose {
        let center = frame.center
        let size = Size(width: frame.width * factor, height: frame.height * factor)
        let origin = Point(x: center.x - size.width / 2 + offset.x, y: center.y - size.height / 2 + offset.y)
        return CardPose(
            frame: Rect(origin: origin, size: size), imageHeight: imageHeight * factor,
            cornerRadius: radius, dim: dim, scrollOffset: scrollOffset, visibleTop: visibleTop)
    }
}
