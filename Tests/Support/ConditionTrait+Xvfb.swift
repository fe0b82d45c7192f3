import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where a private X server and `xdotool` (which finds, moves over
    /// and types into the real window) can be started: every suite driving Splash's real
    /// window under Xvfb.
    public static var needsXvfbAndXdotool: Self {
        .enabled(
            if: XvfbServer.isAvailable && Programs.find("xdotool") != nil,
            "needs Xvfb and xdotool on PATH (make test installs them)")
    }
}
