import Files
import Foundation
import Geometry
import Gestures

/// The app's side of the motion panel (M): it opens beside the phone (the window
/// widens, the phone keeps its size), takes the arrow keys while open, applies every
/// edit at once, saves the values as a motion file (Ctrl+S, never replacing a file) and
/// copies the selected spring for a platform (Ctrl+1 SwiftUI, 2 UIKit, 3 Compose, 4 CSS).
extension SplashApp {
    static let motionPanelKey = "m"
    /// Saved motion files are numbered up to this before a save gives up (as downloads).
    static let motionFileNameLimit = 999

    /// The panel's width while shown, else 0.
    var panelWidth: Double { motionPanel.isShown ? MotionPanel.width : 0 }

    func wireMotionPanel() {
        motionPanel.onChange = { [unowned self] tuning in
            self.motionTuning = tuning
            self.applyMotion(tuning)
        }
        layoutMotionPanel()
    }

    func layoutMotionPanel() {
        motionPanel.layout(x: viewport.width, height: viewport.height, displayScale: configuration.displayScale)
    }

    /// Shows or hides the panel; the window grows or shrinks by its width.
    public func toggleMotionPanel() {
        motionPanel.setShown(!motionPanel.isShown, tuning: motionTuning)
        root.frame = Rect(origin: .zero, size: Size(width: viewport.width + panelWidth, height: viewport.height))
        layoutMotionPanel()
    }

    /// Hands the panel the last run of each traced spring (the press on the feed and in
    /// a collection, the cards' flights) when one has finished since the last look.
    func updateMotionTraces() {
        guard motionPanel.isShown else { return }
        var traces = motionPanel.traces
        for press in [home.press, collection.content.press] where press.traceCount > 0 {
            if let trace = press.lastTrace, tracesSeen[ObjectIdentifier(press)] != press.traceCount {
                traces["press.spring"] = trace
                tracesSeen[ObjectIdentifier(press)] = press.traceCount
            }
        }
        if let bounce = home.feed.lastBounceTrace, tracesSeen[ObjectIdentifier(home.feed)] != home.feed.bounceTraceCount {
            traces["scroll.bounce.spring"] = MotionTrace(interval: bounce.interval, samples: bounce.samples)
            tracesSeen[ObjectIdentifier(home.feed)] = home.feed.bounceTraceCount
        }
        let cards: [(AnyObject, Int, [String: MotionTrace])] = [
            (transition, transition.traceCount, transition.lastTraces),
            (collection, collection.traceCount, collection.lastTraces),
            (nested, nested.traceCount, nested.lastTraces)
        ]
        for (card, count, cardTraces) in cards where tracesSeen[ObjectIdentifier(card)] != count {
            for (name, trace) in cardTraces { traces[name] = trace }
            tracesSeen[ObjectIdentifier(card)] = count
        }
        motionPanel.setTraces(traces)
    }

    /// Takes the panel's keys; true when the event was one.
    func routeMotionPanel(_ event: InputEvent) -> Bool {
        // A value being typed takes the text and the editing keys.
        if motionPanel.isShown && motionPanel.typing != nil {
            switch event.kind {
            case .text(let text):
                motionPanel.type(text)
                return true
            case .key(let name, let modifiers):
                return motionPanel.handleKey(name, modifiers: modifiers)
            default:
                return false
            }
        }
        guard case .key(let name, let modifiers) = event.kind, !isEditingText else { return false }
        if modifiers.isEmpty && name.lowercased() == SplashApp.motionPanelKey {
            toggleMotionPanel()
            return true
        }
        guard motionPanel.isShown else { return false }
        if modifiers.isEmpty && name.lowercased() == SplashApp.replayKey {
            replayLastInteraction()
            return true
        }
        if modifiers == .control && name.lowercased() == "s" {
            saveMotion()
            return true
        }
        if modifiers == .control || modifiers == [.control, .shift], let index = Int(name),
            (1...MotionExport.allCases.count).contains(index)
        {
            let format = MotionExport.allCases[index - 1]
            if modifiers.contains(.shift) { copyAllMotion(as: format) } else { copySelectedMotion(as: format) }
            return true
        }
        return motionPanel.handleKey(name, modifiers: modifiers)
    }

    /// Saves the values: back to the motion file they came from (`--motion`), or else as
    /// a new file beside the downloads, never replacing one; written whole or not at all.
    func saveMotion() {
        let data = MotionFile.encode(motionTuning)
        if let path = configuration.motionFilePath {
            do {
                let file = try AtomicFile(folder: (path as NSString).deletingLastPathComponent)
                try file.write(Array(data))
                try file.commit(to: path)
                toast.show("Saved motion to \((path as NSString).lastPathComponent)", in: viewport)
            } catch {
                report(error: "cannot save the motion file \(path): \(error)")
                toast.show("Could not save the motion file", in: viewport)
            }
            return
        }
        let folder = configuration.downloadsFolder
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let file = try AtomicFile(folder: folder)
            try file.write(Array(data))
            let names = (1...SplashApp.motionFileNameLimit).lazy.map { $0 == 1 ? "splash-motion.json" : "splash-motion (\($0)).json" }
            guard let path = try file.commitWithoutReplacing(names: names) else {
                throw FileProblem(path: folder, reason: "too many motion files")
            }
            downloads.append(path)
            toast.show("Saved motion to \((path as NSString).lastPathComponent)", in: viewport)
        } catch {
            report(error: "cannot save the motion file in \(folder): \(error)")
            toast.show("Could not save the motion file", in: viewport)
        }
    }

    /// Puts every value, written for `format`, on the clipboard (as `--export-motion`).
    func copyAllMotion(as format: MotionExport) {
        clipboardRequest = ClipboardContent(text: format.text(for: motionTuning), imagePath: nil)
        toast.show("Copied every motion value as \(format.rawValue)", in: viewport)
    }

    /// Puts the selected value, written for `format`, on the clipboard.
    func copySelectedMotion(as format: MotionExport) {
        let name = motionPanel.selectedEntry.name
        let text = format.text(for: motionTuning, only: name)
        clipboardRequest = ClipboardContent(text: text, imagePath: nil)
        toast.show("Copied \(name) as \(format.rawValue)", in: viewport)
    }
}
