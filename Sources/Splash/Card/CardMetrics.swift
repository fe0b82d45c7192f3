import Geometry
import Gestures
import Motion

/// The card transition's numbers (docs/MOTION.md, Card transition;
/// seed 004 and its public clones), with the tuned ones marked.
public enum CardMetrics {
    /// docs/MOTION.md, Card transition: scrub progress = downward translation / 100 points.
    public static let scrubDistance = 100.0
    /// docs/MOTION.md, Card transition: a scrub scales the card from 1 to 0.85.
    public static let minimumScale = 0.85
    /// docs/MOTION.md, Card transition: a scrub rounds the card from 0 to radius 15. (The
    /// clone's dismissal lands with radius 15 because its cards have it; Splash lands on
    /// the source's own radius so the hand-back to the cell does not jump.)
    public static let maximumCornerRadius = 15.0
    /// How much of the pointer's movement a scrubbed card follows (tuned, issue 12: the
    /// App Store's card shrinks in place; a tenth of the drag keeps it feeling held while
    /// all four corners stay in the window from progress 0.3 on).
    public static let pointerFollow = 0.1
    /// Rounding a card in flight reaches half way between its cell and the detail
    /// (docs/MOTION.md, Card transition: the seed's card radius, 15), so a square row lifts off as a card.
    public static let flightCornerRadius = maximumCornerRadius
    /// The card's shadow fades in over this share of the way out of its cell and out over
    /// the same share of the way back (tuned, issue 12), so it never pops at the cell.
    public static let shadowFadeShare = 0.3
    /// The feed cell's own marks (its credit and white line) drawn on the card fade out
    /// over this share of the way out of the cell and in over the same share of the way
    /// back (tuned, docs/MOTION.md), as the shadow does the other way, so the landing
    /// shows the cell's look and nothing pops in.
    public static let cellMarksFadeShare = 0.3
    /// docs/MOTION.md, Card transition: progress ≥ 0.99 while dragging dismisses.
    public static let dismissThreshold = 0.99
    /// docs/MOTION.md, Card transition: the seed's present spring has ratio 0.8, which lies
    /// inside the clone's `1 − 0.3 × distance / extent` range (0.7…1); kept fixed so every
    /// card overshoots alike.
    public static let presentDampingRatio = 0.8
    /// The dismissal spring is critically damped. docs/MOTION.md gives the clone's ratio
    /// 0.7, but from the detail that overshoots the cell by some 27 points: the card
    /// bounces past the row it lands in, over the next one. The App Store's card settles
    /// into its slot, so the landing must stay inside the source cell's frame (issue 12);
    /// ratio 1 is the least damping that never passes the target from rest.
    public static let dismissDampingRatio = 1.0
    /// docs/MOTION.md, Card transition: the clone's dismissal takes 0.6 s; the issue caps
    /// the present at 0.6 s too (fix 8: the seed's 1.5 s feels slow).
    public static let maximumDuration = 0.6
    /// docs/MOTION.md, Card transition: the clone's present lasts 0.5 s for no distance and
    /// 0.9 s for the whole extent, linear in between. Scaled by 0.6 / 0.9 so the longest
    /// is the cap: 1/3 s + 4/15 s × distance / extent (tuned derivation).
    public static let minimumDuration = maximumDuration * cloneShortestDuration / cloneLongestDuration
    /// docs/MOTION.md, Card transition: the clone's present duration range, 0.5–0.9 s.
    static let cloneShortestDuration = 0.5
    static let cloneLongestDuration = 0.9
    /// Backdrop black alpha over the feed while the detail is up (tuned: the sources
    /// say only that the backdrop fades in; 0.4 keeps the feed readable when scrubbed).
    public static let backdropAlpha = 0.4
    /// In a regular-width window the detail rests as a centred card: at most 680 pt wide
    /// (about an iPad form sheet's 540–700), 40 pt from the window's top and bottom, with
    /// a 12 pt radius (docs/MOTION.md, Layout).
    public static let sheetMaximumWidth = 680.0
    public static let sheetMargin = 40.0
    public static let sheetCornerRadius = 12.0
    /// Blur radius of the home behind the card (tuned to the App Store's backdrop, issue
    /// 12: soft enough that nothing behind competes with the card).
    public static let backdropBlurRadius = 10.0
    /// A press that moves no farther than this is a click, not a drag (docs/MOTION.md, fix
    /// 9: a tap is "no movement beyond a small threshold"; the tap recognizer's slop).
    public static let clickSlop = TapGestureRecognizer.defaultSlop
    /// A flight that has run its duration ends within a quarter point and 15 pt/s of its
    /// target (`Tolerance.visible`: a quarter point is invisible at any display scale;
    /// the spring's envelope is below 0.001 of the distance by then, docs/MOTION.md,
    /// Springs).
    public static let arrival = Tolerance.visible
    /// The detail's content is "at the top" within this many points (tuned).
    public static let topTolerance = 0.5

    /// The present duration for a card travelling `distance` points in a window whose
    /// longest side is `extent` points.
    public static func presentDuration(distance: Double, extent: Double) -> Double {
        guard extent > 0 else { return maximumDuration }
        let share = min(1, max(0, distance / extent))
        return minimumDuration + (maximumDuration - minimumDuration) * share
    }

    /// Card scale at scrub progress `progress` (linear, docs/MOTION.md, Card transition).
    public static func scale(atProgress progress: Double) -> Double {
        1 - (1 - minimumScale) * progress
    }

    /// Card corner radius at scrub progress `progress` (linear, docs/MOTION.md, Card transition).
    public static func cornerRadius(atProgress progress: Double) -> Double {
        maximumCornerRadius * progress
    }

    /// Where a presented card (a detail, a collection) rests in a window of `window`: all of it under 600 pt
    /// wide; from there a card at most `sheetMaximumWidth` wide, centred,
    /// with `sheetMargin` above and below.
    public static func presentedFrame(in window: Size) -> Rect {
        guard window.width >= FeedLayout.twoColumnWidth else { return Rect(origin: .zero, size: window) }
        let width = min(sheetMaximumWidth, window.width - 2 * sheetMargin)
        let height = max(0, window.height - 2 * sheetMargin)
        return Rect(x: ((window.width - width) / 2).rounded(), y: sheetMargin, width: width, height: height)
    }

}
