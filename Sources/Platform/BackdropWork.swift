internal import CSDL2
import Foundation

/// One backdrop blurred off the frame loop (Renderer+Backdrop): the target captured goes
/// in, the full-size blurred, darkened surface comes out on a background thread, and the
/// render thread takes it once it is there. Only the render thread touches the renderer.
final class BackdropWork: @unchecked Sendable {
    private let lock = NSLock()
    private var shot: UnsafeMutablePointer<SDL_Surface>?
    private var result: UnsafeMutablePointer<SDL_Surface>?
    private var finished = false
    /// Left when the work has finished, for `waitUntilFinished`.
    private let group = DispatchGroup()

    /// Takes ownership of `shot`.
    init(shot: UnsafeMutablePointer<SDL_Surface>) {
        self.shot = shot
        group.enter()
    }

    deinit {
        if let shot { SDL_FreeSurface(shot) }
        if let result { SDL_FreeSurface(result) }
    }

    /// Blurs and darkens the shot into a backdrop `size` big (any thread, once).
    func run(size: (width: Int, height: Int), sigma: Double, dim: Double) {
        let input = lock.withLock { () -> UnsafeMutablePointer<SDL_Surface>? in
            defer { shot = nil }
            return shot
        }
        let output = input.flatMap { Renderer.blurredBackdrop(from: $0, size: size, sigma: sigma, dim: dim) }
        if let input { SDL_FreeSurface(input) }
        lock.withLock {
            result = output
            finished = true
        }
        group.leave()
    }

    /// Blocks until the work has finished (tests; never the frame loop).
    func waitUntilFinished() { group.wait() }

    /// The result once the work has finished, handed over to the caller (`.some(nil)`
    /// when a step failed); nil while it is still running.
    func take() -> UnsafeMutablePointer<SDL_Surface>?? {
        lock.withLock {
            guard finished else { return nil }
            defer { result = nil }
            return .some(result)
        }
    }
}
