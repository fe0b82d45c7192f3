/// How a wheel event's deltas become scrolling, shared by the app (which scrolls by them)
/// and the script recorder (whose format has no wheel modifiers, so it writes the mapped
/// deltas): one function, so a recorded Shift+wheel replays in the direction it scrolled.
public enum WheelMapping {
    /// The wheel's deltas with Shift applied: Shift turns a purely vertical wheel into a
    /// horizontal one, wheel down (negative `dy`, SDL's sign) scrolling right, as in
    /// desktop browsers and file managers. Other modifiers change nothing.
    public static func scrollDeltas(dx: Double, dy: Double, modifiers: KeyModifiers) -> (dx: Double, dy: Double) {
        guard modifiers.contains(.shift), dx == 0 else { return (dx, dy) }
        return (-dy, 0)
    }
}
