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
        var entry = entries[image] ?? Entry(status: .notRequested, image: nil, decodedFor: 0, pendingWidth: nil, lastUse: clock)
        entry.lastUse = clock
        defer { entries[image] = entry }
        if case .failed = entry.status { return }
        if entry.image != nil && entry.decodedFor >= width { return }
        if let pending = entry.pendingWidth, pending >= width { return }
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
        entries[image]?.status ?? .notRequested
    }

    public func retainOnly(_ images: Set<ImageRef>) {
        for image in images { entries[image]?.lastUse = clock }
        var total = entries.values.reduce(0) { $0 + ($1.image?.byteCount ?? 0) }
        guard total > memoryBudget else { return }
        let evictable = entries.filter { !images.contains($0.key) && $0.value.image != nil }
            .sorted { $0.value.lastUse < $1.value.lastUse }
        for (image, entry) in evictable where total > memoryBudget {
            total -= entry.image?.byteCount ?? 0
            entries[image] = nil
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

    /// Bytes of decoded pixels held now.
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
            entry.image = DecodedImage(surface: surface, generation: nextGeneration)
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
