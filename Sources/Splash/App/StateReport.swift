import Foundation
import Geometry

/// The JSON report a scripted run writes at its end (DESIGN.md's contract).
///
/// Every contract key is always present; a feature that is idle reports null or an empty
/// value rather than omitting its key, so tests can rely on the shape.
public struct StateReport: Encodable, Sendable {
    /// One photo cell on screen, in window points.
    public struct VisiblePhoto: Encodable, Sendable, Equatable {
        public var id: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(id: String, x: Double, y: Double, width: Double, height: Double) {
            self.id = id
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A drawn rectangle in window points, after scale (issue 12: tests compare it with
    /// the pixels).
    public struct Frame: Encodable, Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(_ rect: Rect) {
            x = rect.minX
            y = rect.minY
            width = rect.width
            height = rect.height
        }
    }

    /// The drag-to-download state.
    public struct Drag: Encodable, Sendable, Equatable {
        public var phase: String = "idle"
        public var photo: String?
        public var scale: Double = 1
        public var zone: String = "hidden"
        /// The lifted copy as drawn; nil when idle.
        public var frame: Frame?
        /// The grabbed point of the photo from its centre, in the photo's own points (an
        /// extra key): the held copy's centre is the pointer minus this times the scale.
        public var grabOffset: Point?

        public init() {}

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(phase, forKey: .phase)
            try c.encode(photo, forKey: .photo)
            try c.encode(scale, forKey: .scale)
            try c.encode(zone, forKey: .zone)
            try c.encode(frame, forKey: .frame)
            if let grabOffset {
                try c.encode(["x": grabOffset.x, "y": grabOffset.y], forKey: .grabOffset)
            }
        }

        /// The JSON keys, in the manifest's and report's snake_case.

        private enum Keys: String, CodingKey {
            case phase, photo, scale, zone, frame
            case grabOffset = "grab_offset"
        }
    }

    /// The card transition's state.
    public struct Transition: Encodable, Sendable, Equatable {
        public var phase: String = "none"
        public var photo: String?
        public var progress: Double = 0
        public var scale: Double = 1
        public var cornerRadius: Double = 0
        /// The card as drawn; nil when there is none.
        public var frame: Frame?

        public init() {}

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(phase, forKey: .phase)
            try c.encode(photo, forKey: .photo)
            try c.encode(progress, forKey: .progress)
            try c.encode(scale, forKey: .scale)
            try c.encode(cornerRadius, forKey: .cornerRadius)
            try c.encode(frame, forKey: .frame)
        }

        /// The JSON keys, in the manifest's and report's snake_case.

        private enum Keys: String, CodingKey {
            case phase, photo, progress, scale, frame
            case cornerRadius = "corner_radius"
        }
    }

    public var timeMilliseconds: Double = 0
    public var steps: Int = 0
    public var frames: Int = 0
    public var screen: String = "home"
    public var scrollOffset: Double?
    public var headerHeight: Double?
    public var headerTitleAlpha: Double?
    public var searchStyle: String?
    public var pressedPhoto: String?
    public var pressedScale: Double?
    public var drag = Drag()
    public var downloads: [String] = []
    public var transition = Transition()
    public var photos: Int = 0
    public var visiblePhotos: [VisiblePhoto] = []
    public var errors: [String] = []
    /// Extra keys beyond the contract (the contract allows adding, never renaming).
    public var windowWidth: Double = 0
    public var windowHeight: Double = 0
    public var droppedTimeMilliseconds: Double = 0
    /// Text Ctrl+C copied in a headless run (the last copy), or null.
    public var clipboard: String?
    /// Every message a toast showed this run, oldest first.
    public var toasts: [String] = []
    /// The file whose image the last Ctrl+C copied in a headless run, or null.
    public var clipboardImage: String?
    /// Whether the held photo is outside the window (drag-out; the `drag` object's keys
    /// are the contract's and stay as they are).
    public var dragOutside = false
    /// Whether the keyboard shortcuts panel (F1) is shown.
    public var shortcutsVisible = false
    /// The search field.
    public var search = SearchReport()
    /// The id of the category whose collection is open (`screen` is "collection", or a
    /// photo's detail is open over it), or null.
    public var collection: String?

    public init() {}

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(timeMilliseconds, forKey: .timeMilliseconds)
        try c.encode(steps, forKey: .steps)
        try c.encode(frames, forKey: .frames)
        try c.encode(screen, forKey: .screen)
        try c.encode(scrollOffset, forKey: .scrollOffset)
        try c.encode(headerHeight, forKey: .headerHeight)
        try c.encode(headerTitleAlpha, forKey: .headerTitleAlpha)
        try c.encode(searchStyle, forKey: .searchStyle)
        try c.encode(pressedPhoto, forKey: .pressedPhoto)
        try c.encode(pressedScale, forKey: .pressedScale)
        try c.encode(drag, forKey: .drag)
        try c.encode(downloads, forKey: .downloads)
        try c.encode(transition, forKey: .transition)
        try c.encode(photos, forKey: .photos)
        try c.encode(visiblePhotos, forKey: .visiblePhotos)
        try c.encode(errors, forKey: .errors)
        try c.encode(windowWidth, forKey: .windowWidth)
        try c.encode(windowHeight, forKey: .windowHeight)
        try c.encode(droppedTimeMilliseconds, forKey: .droppedTimeMilliseconds)
        try c.encode(clipboard, forKey: .clipboard)
        try c.encode(toasts, forKey: .toasts)
        try c.encode(clipboardImage, forKey: .clipboardImage)
        try c.encode(shortcutsVisible, forKey: .shortcutsVisible)
        try c.encode(dragOutside, forKey: .dragOutside)
        try c.encode(search, forKey: .search)
        try c.encode(collection, forKey: .collection)
    }

    /// Pretty, key-sorted JSON, so two reports can be compared as text. JSON has no
    /// NaN or infinity, and an encoder meeting one fails the whole report: every number
    /// is made finite first, and each one that was not is named in `errors`.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(finite())
    }

    /// This report with NaN as 0 and ±infinity as the largest finite numbers, each
    /// change listed in `errors` by its key.
    public func finite() -> StateReport {
        var report = self
        var problems: [String] = []
        func fix(_ value: inout Double, _ key: String) {
            guard !value.isFinite else { return }
            problems.append("report: \(key) was \(value), written as a finite number")
            value = value.isNaN ? 0 : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
        }
        func fix(_ value: inout Double?, _ key: String) {
            guard var number = value else { return }
            fix(&number, key)
            value = number
        }
        fix(&report.timeMilliseconds, "time_ms")
        fix(&report.scrollOffset, "scroll_offset")
        fix(&report.headerHeight, "header_height")
        fix(&report.headerTitleAlpha, "header_title_alpha")
        fix(&report.pressedScale, "pressed_scale")
        fix(&report.drag.scale, "drag.scale")
        fix(&report.transition.progress, "transition.progress")
        fix(&report.transition.scale, "transition.scale")
        fix(&report.transition.cornerRadius, "transition.corner_radius")
        for index in report.visiblePhotos.indices {
            let key = "visible_photos[\(index)]"
            fix(&report.visiblePhotos[index].x, key + ".x")
            fix(&report.visiblePhotos[index].y, key + ".y")
            fix(&report.visiblePhotos[index].width, key + ".width")
            fix(&report.visiblePhotos[index].height, key + ".height")
        }
        fix(&report.windowWidth, "window_width")
        fix(&report.windowHeight, "window_height")
        fix(&report.droppedTimeMilliseconds, "dropped_time_ms")
        report.errors += problems
        return report
    }

    /// The JSON keys, in the manifest's and report's snake_case.

    private enum Keys: String, CodingKey {
        case timeMilliseconds = "time_ms", steps, frames, screen
        case scrollOffset = "scroll_offset", headerHeight = "header_height"
        case headerTitleAlpha = "header_title_alpha", searchStyle = "search_style"
        case pressedPhoto = "pressed_photo", pressedScale = "pressed_scale"
        case drag, downloads, transition, photos
        case visiblePhotos = "visible_photos", errors
        case windowWidth = "window_width", windowHeight = "window_height"
        case droppedTimeMilliseconds = "dropped_time_ms"
        case clipboard, toasts, clipboardImage = "clipboard_image", shortcutsVisible = "shortcuts_visible"
        case dragOutside = "drag_outside"
        case search, collection
    }
}
