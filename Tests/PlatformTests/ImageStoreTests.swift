import CSDL2
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// Decoding, downscaling, bad files and eviction.
    @Suite struct ImageStoreTests {
        @Test func decodesDownToTheRequestedWidthAndNeverUp() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/q.png"
            try QuadrantImage.writePNG(width: 200, height: 100, to: path)
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 200, height: 100))
            #expect(store.status(of: image) == .notRequested)
            store.request(image, pixelWidth: 50)
            #expect(store.status(of: image) == .ready)
            #expect(store.decoded(image)?.width == 50)
            #expect(store.decoded(image)?.height == 25)
            store.request(image, pixelWidth: 800)
            #expect(store.decoded(image)?.width == 200)
        }

        @Test(arguments: ["empty.jpg", "garbage.png", "truncated.png"])
        func badFilesFailWithOneLine(name: String) throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/" + name
            switch name {
            case "empty.jpg":
                #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            case "garbage.png":
                #expect(FileManager.default.createFile(atPath: path, contents: Data("not an image\nat all".utf8)))
            default:
                try QuadrantImage.writePNG(width: 64, height: 64, to: path)
                let whole = try Data(contentsOf: URL(fileURLWithPath: path))
                try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
            }
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 64, height: 64))
            store.request(image, pixelWidth: 64)
            guard case .failed(let message) = store.status(of: image) else {
                Issue.record("\(name) decoded: \(store.status(of: image))")
                return
            }
            #expect(message.hasPrefix("cannot decode \(name): "))
            #expect(!message.contains("\n"))
        }

        @Test func truncatedJPEGNeverCrashes() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let png = directory + "/source.png", jpeg = directory + "/cut.jpg"
            try QuadrantImage.writePNG(width: 64, height: 64, to: png)
            let surface = try #require(IMG_Load(png))
            defer { SDL_FreeSurface(surface) }
            #expect(IMG_SaveJPG(surface, jpeg, 90) == 0)
            let whole = try Data(contentsOf: URL(fileURLWithPath: jpeg))
            try whole.prefix(whole.count / 3).write(to: URL(fileURLWithPath: jpeg))
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: jpeg, pixelSize: Size(width: 64, height: 64))
            store.request(image, pixelWidth: 64)
            // libjpeg may pad a cut file with grey and call it decoded; either way the
            // status is settled and any message is one line.
            switch store.status(of: image) {
            case .ready: break
            case .failed(let message): #expect(!message.contains("\n"))
            case let other: Issue.record("unsettled status \(other)")
            }
        }

        @Test func svgIconsRasterize() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/dot.svg"
            let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#000"/></svg>"##
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 24, height: 24))
            store.request(image, pixelWidth: 24)
            #expect(store.status(of: image) == .ready)
            #expect(store.decoded(image)?.width == 24)
        }

        @Test func backgroundDecodesAppearAfterDraining() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/q.png"
            try QuadrantImage.writePNG(width: 40, height: 40, to: path)
            let store = ImageStore(mode: .background)
            let image = ImageRef(path: path, pixelSize: Size(width: 40, height: 40))
            store.request(image, pixelWidth: 40)
            #expect(store.status(of: image) == .loading)
            store.finishBackgroundWork()
            #expect(store.status(of: image) == .loading)
            #expect(store.drainCompleted())
            #expect(store.status(of: image) == .ready)
        }

        /// `count` PNGs of `side` × `side` pixels in a fresh folder, as images to ask for.
        private func squares(_ count: Int, side: Int) throws -> [ImageRef] {
            let directory = try PlatformTests.temporaryDirectory()
            return try (0..<count).map { index in
                let path = directory + "/\(index).png"
                try QuadrantImage.writePNG(width: side, height: side, to: path)
                return ImageRef(path: path, pixelSize: Size(width: Double(side), height: Double(side)))
            }
        }

        @Test func offScreenImagesAreEvictedBeyondTheBudget() throws {
            _ = try PlatformTests.context()
            let refs = try squares(3, side: 32)
            // Room for two 32×32 RGBA images (4 KB each).
            let store = ImageStore(mode: .synchronous, memoryBudget: 2 * 32 * 32 * 4)
            for ref in refs { store.request(ref, pixelWidth: 32) }
            store.retainOnly([refs[2]])
            #expect(store.decodedByteCount <= store.memoryBudget)
            #expect(store.status(of: refs[0]) == .notRequested)
            #expect(store.status(of: refs[1]) == .ready)
            #expect(store.status(of: refs[2]) == .ready)
        }

        /// The budget is kept with a running total: it must equal the pixels held after a
        /// decode, a wider decode replacing a narrower one, and an eviction.
        @Test func theRunningTotalOfHeldPixelsMatchesWhatIsHeld() throws {
            _ = try PlatformTests.context()
            let refs = try squares(3, side: 64)
            let store = ImageStore(mode: .synchronous, memoryBudget: 2 * 64 * 64 * 4)
            store.request(refs[0], pixelWidth: 16)
            #expect(store.heldByteCount == 16 * 16 * 4)
            store.request(refs[0], pixelWidth: 64)
            #expect(store.heldByteCount == 64 * 64 * 4)
            #expect(store.heldByteCount == store.decodedByteCount)
            store.request(refs[1], pixelWidth: 64)
            store.request(refs[2], pixelWidth: 64)
            #expect(store.heldByteCount == 3 * 64 * 64 * 4)
            store.retainOnly([refs[2]])
            #expect(store.status(of: refs[0]) == .notRequested)
            #expect(store.heldByteCount == 2 * 64 * 64 * 4)
            #expect(store.heldByteCount == store.decodedByteCount)
        }
    }
}

extension PlatformTests.ImageStoreTests {
    @Test func aFileNarrowerThanItsMetadataIsNotDecodedAgain() throws {
        _ = try PlatformTests.context()
        let path = try PlatformTests.temporaryDirectory() + "/small.png"
        try QuadrantImage.writePNG(width: 20, height: 20, to: path)
        let store = ImageStore(mode: .synchronous)
        // The manifest claims 400 pixels; the file has 20.
        let image = ImageRef(path: path, pixelSize: Size(width: 400, height: 400))
        store.request(image, pixelWidth: 300)
        let first = try #require(store.decoded(image))
        store.request(image, pixelWidth: 300)
        #expect(store.decoded(image) === first)
        #expect(first.width == 20)
    }
}
