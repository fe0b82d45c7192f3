internal import CX11
import Foundation

/// The scale the desktop asks programs to draw at, for a window opened without `--scale`:
/// GTK's `GDK_SCALE` (a whole number) if set, else the X resource `Xft.dpi` ÷ 96, the
/// setting GNOME, KDE and Xfce write for a HiDPI screen; 1 when neither says otherwise.
public enum DesktopScale {
    /// Scales are rounded to quarters (docs/MOTION.md, Layout): 1.25 and 1.5 are common desktop settings, and
    /// finer steps would only blur one-pixel lines.
    public static let step = 0.25
    /// The range a detected scale is kept in (the `--scale` option's own).
    public static let range = 1.0...4.0

    /// The scale for an environment and the X resource database's text (`xrdb -query`).
    public static func detect(environment: [String: String], xResources: String?) -> Double {
        if let gdk = environment["GDK_SCALE"].flatMap(Int.init), gdk >= 1 {
            return clamp(Double(gdk))
        }
        if let resources = xResources, let dpi = xftDPI(in: resources), dpi > 0 {
            return clamp((dpi / 96 / step).rounded() * step)
        }
        return 1
    }

    /// The value of `Xft.dpi` in resource-database text ("Xft.dpi:\t192").
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func clamp(_ scale: Double) -> Double {
        min(range.upperBound, max(range.lowerBound, scale))
    }

    /// The X server's resource database as text, or nil without an X display.
    public static func xResources() -> String? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        guard let text = XResourceManagerString(display) else { return nil }
        return String(cString: text)
    }
}
