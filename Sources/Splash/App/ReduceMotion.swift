/// iOS's Reduce Motion, as Splash applies it (`--reduce-motion`): where the app would
/// zoom, slide or spring, it cross-fades instead — UIKit's own substitution (a dissolve
/// for zoom and slide transitions). State machines, phases and reports keep their shape;
/// only how a change looks differs.
public enum ReduceMotion {
    /// Length of every cross-fade. Tuned: Apple documents no number for the dissolve;
    /// 0.2 s is the seeds' own short transition (docs/MOTION.md, Drag to download: 0.2 s).
    public static let crossFadeDuration = 0.2
    /// How dark a pressed cell gets instead of shrinking to 0.98 (tuned, see
    /// docs/MOTION.md: close to UIKit's highlighted-cell dimming).
    public static let pressedDimming = 0.2
}
