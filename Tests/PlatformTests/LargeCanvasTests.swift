import CSDL2
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// A 4K window: a rounded photo three times its decoded size is drawn with textured
    /// triangles, which SDL's software rasterizer overflowed on (a crash in
    /// `SDL_SW_BlitTriangle` at 3840 × 2160).
    @Suite struct LargeCanvasTests {
        @Test func aRoundedPhotoFillingA4KCanvasIsDrawn() throws {
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/quadrants.png"
            try QuadrantImage.writePNG(width: 1200, height: 900, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 1200, height: 900))
            images.request(image, pixelWidth: 1200)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 3840, height: 2160), images: images)
            let frame = Rect(x: 140, y: 130, width: 3560, height: 2000)
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: .white,
                    commands: [
                        .image(
                            image, frame: frame, contentMode: .aspectFill, cornerRadius: 40, alpha: 1, blurRadius: 0,
                            clip: Clip(rect: frame, cornerRadius: 40))
                    ]))
            let pixels = try canvas.pixels()
            #expect(pixels[1000, 600] == (255, 0, 0, 255))
            #expect(pixels[2800, 600] == (0, 255, 0, 255))
            #expect(pixels[1000, 1700] == (0, 0, 255, 255))
            #expect(pixels[2800, 1700] == (255, 255, 0, 255))
            // The rounded corner stays background.
            #expect(pixels[141, 131] == (255, 255, 255, 255))
        }

        /// Splitting keeps every triangle within the limit, covers the same area, shares
        /// each new vertex between both triangles of an edge, and interpolates texture
        /// coordinates linearly.
        @Test func subdivisionBoundsEveryEdgeAndKeepsTheMeshWhole() {
            func vertex(_ x: Float, _ y: Float) -> SDL_Vertex {
                SDL_Vertex(
                    position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                    tex_coord: SDL_FPoint(x: x / 3000, y: y / 2000))
            }
            // A quad as two triangles sharing the diagonal.
            var mesh = TriangleSubdivision(
                vertices: [vertex(0, 0), vertex(3000, 0), vertex(3000, 2000), vertex(0, 2000)],
                indices: [0, 1, 2, 0, 2, 3])
            let limit = TriangleSubdivision.maximumTexturedEdge(textureSize: 1200)
            #expect(limit > 400 && limit < 500)
            mesh.run(maximumEdge: limit)
            var area: Float = 0
            var edgeUses: [Int64: Int] = [:]
            for start in stride(from: 0, to: mesh.indices.count, by: 3) {
                let t = (0..<3).map { mesh.vertices[Int(mesh.indices[start + $0])] }
                for k in 0..<3 {
                    let p = t[k].position, q = t[(k + 1) % 3].position
                    #expect(((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() <= limit)
                    let a = mesh.indices[start + k], b = mesh.indices[start + (k + 1) % 3]
                    edgeUses[Int64(min(a, b)) << 32 | Int64(max(a, b)), default: 0] += 1
                }
                area +=
                    abs(
                        (t[1].position.x - t[0].position.x) * (t[2].position.y - t[0].position.y)
                            - (t[2].position.x - t[0].position.x) * (t[1].position.y - t[0].position.y)) / 2
            }
            #expect(abs(area - 3000 * 2000) < 1)
            // A closed mesh with no T-junctions: inner edges are used twice, the border
            // once, and the border's length is the quad's perimeter.
            #expect(edgeUses.values.allSatisfy { $0 == 1 || $0 == 2 })
            var border: Float = 0
            for (key, uses) in edgeUses where uses == 1 {
                let p = mesh.vertices[Int(key >> 32)].position, q = mesh.vertices[Int(key & 0xFFFF_FFFF)].position
                border += ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
            }
            #expect(abs(border - 10_000) < 0.5)
            for v in mesh.vertices {
                #expect(abs(v.tex_coord.x - v.position.x / 3000) < 1e-5)
                #expect(abs(v.tex_coord.y - v.position.y / 2000) < 1e-5)
            }
        }
    }
}
