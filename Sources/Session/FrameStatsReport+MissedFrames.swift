import Foundation

extension FrameStatsReport {
    /// One line saying where a run's missed frames fell, from the slowest frames the
    /// report lists (at most ten): the script time and length of each, in script order,
    /// so they can be drawn again with `--every-frame` and looked at; nil when none was
    /// missed. `make bench` prints it under its table for every scenario that missed one.
    public func missedFramesLine(named name: String) -> String? {
        guard missedFrames > 0 else { return nil }
        let budget = FrameStats.missedFrameBudget * 1000
        let listed = slowestFrames.filter { $0.frameMilliseconds > budget }.sorted { $0.atMilliseconds < $1.atMilliseconds }
        let frames = listed.map { String(format: "%.0f ms (%.1f ms long)", $0.atMilliseconds, $0.frameMilliseconds) }
        let unlisted = missedFrames - listed.count
        return "Missed frames, \(name): \(missedFrames), at " + frames.joined(separator: ", ")
            + (unlisted > 0 ? " and \(unlisted) more" : "") + " of its script."
    }
}
