internal import CSDL2
import Foundation
import Geometry
import Scene

/// Decodes photos and icons with SDL_image and keeps their pixels within a budget.
///
/// The store holds decoded surfaces only; the Renderer turns them into textures on the
/// render thread. Headless runs decode inside `request` so a script gives the same
/// frames every time; windowed runs decode on two background threads and hand the
/// results back through a locked queue that the loop drains with `drainCompleted()`,
/// because the blocking frame loop would starve `DispatchQueue.main` (DESIGN.md).
public final class ImageStore: ImageLoading {
    /// Where decoding happens.
    public enum Mode: Sendable {
        /// Inside `request`, on the caller's thread: deterministic.
        case synchronous
        /// On background threads; results appear after `drainCompleted()`.
        case background
    }

    /// Decoded pixels kept beyond the images on screen; tuned: a few screens of
    /// Retina-sized photos (one 828×1240 photo is ~4 MB).
    public static let memoryBudgetBytes = 256 * 1024 * 1024
    /// Background decoders; the machine is small and the render thread needs a core.
    static let backgroundDecoders = 2
    /// The decoders' nice value (tuned: 10 of 19, the middle of the low half): the frame
    /// thread runs first when both want a core, and decodes still finish within a few
    /// frames, since the machine is otherwise idle.
    static let decoderNiceness: Int32 = 10

    /// What the store knows of one image: its status and, once decoded, its pixels.
    private struct Entry {
        var status: ImageStatus
        var image: DecodedImage?
        /// The width the current pixels were decoded for (they may be narrower when the
        /// file is): a request up to this width is already met.
        var decodedFor: Int
        /// Width being decoded in the background, if any.
        var pendingWidth: Int?
        var lastUse: Int

        /// Whether a request for `width` pixels asks for nothing new: the image is known
        /// not to decode, or is decoded or being decoded at least that wide.
        func meets(_ width: Int) -> Bool {
            if case .failed = status { return true }
            return (image != nil && decodedFor >= width) || (pendingWidth ?? 0) >= width
        }
    }

    /// One finished background decode waiting for the render thread.
    private struct Completion: @unchecked Sendable {
        var image: ImageRef
        var width: Int
        var result: Result<UnsafeMutablePointer<SDL_Surface>, PlatformError>
    }

    /// The hand-off between decoding threads and the render thread.
    private final class CompletionQueue: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Completion] = []

        func push(_ item: Completion) {
            lock.lock()
            items.append(item)
            lock.unlock()
        }

        func takeAll() -> [Completion] {
            lock.lock()
            defer { lock.unlock() }
            let taken = items
            items = []
            return taken
        }
    }

    public let mode: Mode
    private var entries: [ImageRef: Entry] = [:]
    /// Bytes of decoded pixels held, kept as decodes arrive and leave: summing the
    /// entries on every simulation step was a twelfth of a still feed's step.
    private(set) var heldByteCount = 0
    private var nextGeneration = 1
    private var clock = 0
    private let completions = CompletionQueue()
    private lazy var decoders: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = Self.backgroundDecoders
        queue.qualityOfService = .userInitiated
        return queue
    }()

    /// Bytes of decoded pixels kept before off-screen images are evicted.
    public let memoryBudget: Int
    /// Largest image decoded, in pixels; bigger files are refused from their header.
    public let pixelBudget: Int
    /// The default `pixelBudget` (DESIGN.md, "Hostile input").
    public static let defaultPixelBudget = ImageFileLoader.defaultPixelBudget

    public init(
        mode: Mode, memoryBudget: Int = ImageStore.memoryBudgetBytes,
        pixelBudget: Int = ImageStore.defaultPixelBudget
    ) {
        self.mode = mode
        self.memoryBudget = memoryBudget
        self.pixelBudget = pixelBudget
    }

    deinit {
        if mode == .background {
            decoders.cancelAllOperations()
            decoders.waitUntilAllOperationsAreFinished()
            for item in completions.takeAll() {
                if case .success(let surface) = item.result { SDL_FreeSurface(surface) }
            }
        }
    }

    public func request(_ image: ImageRef, pixelWidth: Int) {
        clock += 1
        let natural = image.pixelSize.width > 0 ? Int(saturating: image.pixelSize.width.rounded()) : Int.max
        let width = max(1, min(pixelWidth, natural))
        // Every image on screen is asked for again every simulation step: one that is
        // already met costs one lookup, its entry touched in place.
        if let known = entries.index(forKey: image) {
            entries.values[known].lastUse = clock
            if entries.values[known].meets(width) { return }
        }
        var entry = entries[image] ?? Entry(status: .notRequested, image: nil, decodedFor: 0, pendingWidth: nil, lastUse: clock)
        defer { entries[image] = entry }
        switch mode {
        case .synchronous:
            apply(
                SurfaceOperations.decode(path: image.path, maximumWidth: width, pixelBudget: pixelBudget),
                width: width, to: &entry)
        case .background:
            if entry.image == nil { entry.status = .loading }
            entry.pendingWidth = width
            let path = image.path, queue = completions, budget = pixelBudget
            decoders.addOperation {
                // Decodes yield to the frame: on Linux a thread's nice value is its own
                // (`who` 0 is the calling thread), and with two cores two decoders at the
                // frame thread's priority could delay a frame past its deadline.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.decoderNiceness)
                let result = SurfaceOperations.decode(path: path, maximumWidth: width, pixelBudget: budget)
                queue.push(Completion(image: image, width: width, result: result))
                Self.wakeEventLoop()
            }
        }
    }

    public func status(of image: ImageRef) -> ImageStatus {
        // Read in place: copying the entry out retains its pixels and message.
        guard let known = entries.index(forKey: image) else { return .notRequested }
        return entries.values[known].status
    }

    public func retainOnly(_ images: Set<ImageRef>) {
        // The images kept are stamped with a use no request has had, which is how they
        // are told apart below: when the photos on screen alone are over the budget (a
        // wide window), this runs every step, and looking each entry up in `images`
        // compared whole paths, a third of a fling's step at 1280 × 800 (callgrind).
        clock += 1
        for image in images {
            if let known = entries.index(forKey: image) { entries.values[known].lastUse = clock }
        }
        guard heldByteCount > memoryBudget else { return }
        let evictable = entries.compactMap { image, entry in
            entry.lastUse == clock ? nil : entry.image.map { (image: image, lastUse: entry.lastUse, bytes: $0.byteCount) }
        }.sorted { $0.lastUse < $1.lastUse }
        for candidate in evictable where heldByteCount > memoryBudget {
            heldByteCount -= candidate.bytes
            entries[candidate.image] = nil
        }
    }

    /// Moves finished background decodes into the store; call once per loop turn on
    /// the render thread. True when anything changed (a frame should be drawn).
    @discardableResult
    public func drainCompleted() -> Bool {
        let finished = completions.takeAll()
        for item in finished {
            guard var entry = entries[item.image] else {
                // Evicted while decoding: nobody wants these pixels any more.
                if case .success(let surface) = item.result { SDL_FreeSurface(surface) }
                continue
            }
            if entry.pendingWidth == item.width { entry.pendingWidth = nil }
            apply(item.result, width: item.width, to: &entry)
            entries[item.image] = entry
        }
        return !finished.isEmpty
    }

    /// Bytes of decoded pixels held now, summed afresh (`heldByteCount` is the running
    /// total the budget is kept with).
    public var decodedByteCount: Int {
        entries.values.reduce(0) { $0 + ($1.image?.byteCount ?? 0) }
    }

    /// Blocks until every background decode has finished (tests; never the frame loop).
    func finishBackgroundWork() {
        if mode == .background { decoders.waitUntilAllOperationsAreFinished() }
    }

    /// The decoded pixels of a ready image, for the renderer.
    func decoded(_ image: ImageRef) -> DecodedImage? {
        entries[image]?.image
    }

    private func apply(
        _ result: Result<UnsafeMutablePointer<SDL_Surface>, PlatformError>, width: Int,
        to entry: inout Entry
    ) {
        switch result {
        case .success(let surface):
            // A late, smaller decode never replaces a larger one already shown.
            if entry.image != nil && entry.decodedFor >= width {
                SDL_FreeSurface(surface)
                return
            }
            entry.decodedFor = width
            let decoded = DecodedImage(surface: surface, generation: nextGeneration)
            heldByteCount += decoded.byteCount - (entry.image?.byteCount ?? 0)
            entry.image = decoded
            nextGeneration += 1
            entry.status = .ready
        case .failure(let error):
            if entry.image == nil { entry.status = .failed(error.message) }
        }
    }

    /// Wakes a loop blocked in `Window.waitForEvents` so it drains the new image.
    private static func wakeEventLoop() {
        guard SDL_WasInit(UInt32(SDL_INIT_EVENTS)) != 0 else { return }
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }
}
