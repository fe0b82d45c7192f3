internal import CSDL2
import Geometry
import Scene
import Tessellation

/// Moving scrolled content instead of drawing it again (issue 18, ÷ floor). While the
/// feed glides, every photo, scrim and name in it is drawn a few pixels higher than last
/// frame, and nothing else changes: redrawing only what changed (Renderer+Damage) would
/// still redraw all of them. A scroll view's content is drawn at its offset rounded to
/// whole device pixels (DisplayListBuilder), so the commands that moved all moved by the
/// same whole number of pixels; when they are found, the rows they span are moved by it
/// in the target's kept pixels (one `memmove`), and only what that cannot account for is
/// drawn: the rows that scrolled in, what lies over the moving rows without moving with
/// them (where it is now, and where the move carried its old pixels), and what changed.
/// Rows covered from side to side by an opaque command drawn over the content (the
/// collapsed header) are not moved: nothing of the content shows there.
extension Renderer {
    /// The move that accounts for the most commands drawn last frame that are now drawn
    /// the same a whole number of device pixels up or down, and those commands as pairs
    /// (index now, index last frame), and the pixels beside the rows left unmoved under a
    /// cover that the cover does not paint (to be drawn); nil when no two commands moved
    /// alike.
    /// `matches`/`matchedLast`: the commands already found unchanged.
    func scroll(
        drawn: [DrawnCommand], reaches: [PixelBox], last: DrawnFrame, matches: [Int?], matchedLast: [Bool]
    ) -> (shift: ScrollShift, pairs: [(now: Int, last: Int)], uncovered: [PixelBox])? {
        guard let by = likelyMove(drawn: drawn, last: last, matches: matches, matchedLast: matchedLast) else { return nil }
        let dy = Double(by) / displayScale
        let output = outputBox
        let bounds = Rect(
            x: Double(output.x0) / displayScale, y: Double(output.y0) / displayScale,
            width: Double(output.width) / displayScale, height: Double(output.height) / displayScale)
        // The changed commands of last frame, by what they drew, against this frame's
        // moved back.
        let unmatched = last.commands.indices.filter { !matchedLast[$0] }
        var lastCommands = InOrderMatch(
            unmatched.map { last.commands[$0].scrollKey(within: bounds, movedBy: 0) }, indices: unmatched)
        var pairs: [(now: Int, last: Int)] = []
        for (index, item) in drawn.enumerated() where matches[index] == nil {
            if let match = lastCommands.match(item.scrollKey(within: bounds, movedBy: -dy)) { pairs.append((index, match)) }
        }
        guard pairs.count >= Self.minimumScrolledCommands else { return nil }
        // The rows the moved commands span, before and after.
        var y0 = Int32.max, y1 = Int32.min
        for pair in pairs {
            for box in [reaches[pair.now], last.reaches[pair.last]] where !box.isEmpty {
                y0 = min(y0, box.y0)
                y1 = max(y1, box.y1)
            }
        }
        y0 = max(y0, output.y0)
        y1 = min(y1, output.y1)
        // Less the rows an unchanged opaque command over all of them covers from side to
        // side, at either end (but for a strip at each side, drawn instead).
        let lastNow = pairs.map(\.now).max() ?? 0, lastBefore = pairs.map(\.last).max() ?? 0
        var covers: [PixelBox] = []
        for (index, item) in drawn.enumerated() where index > lastNow {
            guard let match = matches[index], match > lastBefore, let cover = surelyPainted(by: item.command),
                cover.x0 <= output.x0 + Self.sideStrip, cover.x1 >= output.x1 - Self.sideStrip
            else { continue }
            covers.append(cover)
        }
        var sides: [PixelBox] = []
        // The cover reaching furthest in at each end, again until none does; rows within
        // a strip of the end count too: they are drawn.
        while y1 > y0 {
            let top = covers.filter { $0.y0 <= y0 + Self.sideStrip && $0.y1 > y0 }.max { $0.y1 < $1.y1 }
            let bottom = covers.filter { $0.y1 >= y1 - Self.sideStrip && $0.y0 < y1 }.min { $0.y0 < $1.y0 }
            guard let cover = top ?? bottom else { break }
            let rows: (Int32, Int32)
            if top != nil {
                sides.append(PixelBox(x0: output.x0, y0: y0, x1: output.x1, y1: cover.y0))
                rows = (max(y0, cover.y0), min(cover.y1, y1))
                y0 = cover.y1
            } else {
                sides.append(PixelBox(x0: output.x0, y0: cover.y1, x1: output.x1, y1: y1))
                rows = (max(cover.y0, y0), min(cover.y1, y1))
                y1 = cover.y0
            }
            sides.append(PixelBox(x0: output.x0, y0: rows.0, x1: cover.x0, y1: rows.1))
            sides.append(PixelBox(x0: cover.x1, y0: rows.0, x1: output.x1, y1: rows.1))
        }
        guard y1 - y0 > abs(by) else { return nil }
        return (ScrollShift(y0: y0, y1: y1, by: by), pairs, sides.filter { !$0.isEmpty })
    }

    /// The whole number of device pixels (not 0) most photos not found unchanged moved by
    /// up or down, keeping their column and size; nil when none did.
    private func likelyMove(drawn: [DrawnCommand], last: DrawnFrame, matches: [Int?], matchedLast: [Bool]) -> Int32? {
        var earlierFrames: [ImageRef: [Rect]] = [:]
        for (index, item) in last.commands.enumerated() where !matchedLast[index] {
            if case let .image(image, frame, _, _, _, _, _, _) = item.command { earlierFrames[image, default: []].append(frame) }
        }
        guard !earlierFrames.isEmpty else { return nil }
        var votes: [Int32: Int] = [:]
        var looked = 0
        for (index, item) in drawn.enumerated() where matches[index] == nil {
            guard case let .image(image, frame, _, _, _, _, _, _) = item.command, let frames = earlierFrames[image] else { continue }
            for earlier in frames where earlier.minX == frame.minX && earlier.size == frame.size {
                let move = (frame.minY - earlier.minY) * displayScale
                let whole = move.rounded()
                guard whole != 0, abs(move - whole) < Self.wholePixelTolerance, abs(whole) < Double(Int32.max) else { continue }
                votes[Int32(whole), default: 0] += 1
            }
            looked += 1
            if looked == Self.moveCandidates { break }
        }
        return votes.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// Moves the rows of the kept pixels (the target must keep them).
    func apply(_ shift: ScrollShift) {
        guard let surface = keptPixels else { return }
        // Whatever SDL has queued lands first.
        SDL_RenderFlush(sdlRenderer)
        let pitch = Int(surface.pointee.pitch)
        let destination = shift.destination
        let rows = Int(destination.y1 - destination.y0)
        guard rows > 0, let pixels = surface.pointee.pixels else { return }
        let to = pixels.advanced(by: Int(destination.y0) * pitch)
        let from = pixels.advanced(by: Int(destination.y0 - shift.by) * pitch)
        memmove(to, from, rows * pitch)
    }

    /// How many moved commands make a scroll worth moving pixels for (tuned: a photo and
    /// its credit; fewer is cheaper drawn).
    static let minimumScrolledCommands = 2
    /// How many photos are looked at for the move (tuned: a screen of photos, enough to
    /// outvote one photo moving on its own).
    static let moveCandidates = 16
    /// How near a whole number of device pixels a move must be: rounding in the frames
    /// the builder computes, far below anything a pixel shows.
    static let wholePixelTolerance = 1e-6
}
