/// UIScrollView's resistance past an edge: `b = (1 − 1 / (x·c / d + 1))·d`
/// (docs/MOTION.md, Scrolling), x the finger's overshoot, d the viewport size. The
/// content never moves a full viewport past the edge however far the finger goes.
public enum RubberBand {
    /// docs/MOTION.md, Scrolling: rubber band c = 0.55.
    public static let coefficient = 0.55

    /// How far content moves past the edge for a finger `overshoot` points past it.
    /// Odd in `overshoot`, so pulling either way resists alike.
    public static func offset(overshoot: Double, viewport: Double, coefficient c: Double = coefficient) -> Double {
        guard viewport > 0 else { return 0 }
        let x = abs(overshoot)
        let b = (1 - 1 / (x * c / viewport + 1)) * viewport
        return overshoot < 0 ? -b : b
    }

    /// The inverse: the finger overshoot that puts the content `offset` past the edge.
    /// Used when a drag catches content that is already out of bounds, so the finger
    /// picks it up where it is. Offsets of a viewport or more have no finger position;
    /// they give infinity.
    public static func overshoot(forOffset offset: Double, viewport: Double, coefficient c: Double = coefficient) -> Double {
        guard viewport > 0 else { return 0 }
        let b = abs(offset)
        guard b < viewport else { return offset < 0 ? -.infinity : .infinity }
        let x = b / (viewport - b) * viewport / c
        return offset < 0 ? -x : x
    }

    /// Content position for an unconstrained (finger-driven) `position`: unchanged
    /// inside `bounds`, rubber-banded beyond either end.
    public static func position(
        _ position: Double, in bounds: ClosedRange<Double>, viewport: Double,
        coefficient c: Double = coefficient
    ) -> Double {
        if position < bounds.lowerBound {
            return bounds.lowerBound + offset(overshoot: position - bounds.lowerBound, viewport: viewport, coefficient: c)
        }
        if position > bounds.upperBound {
            return bounds.upperBound + offset(overshoot: position - bounds.upperBound, viewport: viewport, coefficient: c)
        }
        return position
    }

    /// The inverse of `position(_:in:viewport:)`: the unconstrained position that shows
    /// content at `banded`.
    public static func unconstrainedPosition(
        forBanded banded: Double, in bounds: ClosedRange<Double>, viewport: Double,
        coefficient c: Double = coefficient
    ) -> Double {
        if banded < bounds.lowerBound {
            return bounds.lowerBound + overshoot(forOffset: banded - bounds.lowerBound, viewport: viewport, coefficient: c)
        }
        if banded > bounds.upperBound {
            return bounds.upperBound + overshoot(forOffset: banded - bounds.upperBound, viewport: viewport, coefficient: c)
        }
        return banded
    }
}
