import Geometry
import Testing

@testable import Tessellation

/// The subdivision SDL's software rasterizer needs for large textured triangles (a
/// whole photo as two triangles in a 3840 × 2160 window crashed in SDL_SW_BlitTriangle).
@Suite struct TriangleSubdivisionTests {
    /// Splitting keeps every triangle within the limit, covers the same area, shares
    /// each new vertex between both triangles of an edge, and interpolates texture
    /// coordinates linearly.
    @Test func subdivisionBoundsEveryEdgeAndKeepsTheMeshWhole() {
        func vertex(_ x: Float, _ y: Float) -> MeshVertex {
            MeshVertex(x: x, y: y, color: MeshColor(r: 255, g: 255, b: 255, a: 255), u: x / 3000, v: y / 2000)
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
                let p = t[k], q = t[(k + 1) % 3]
                #expect(((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() <= limit)
                let a = mesh.indices[start + k], b = mesh.indices[start + (k + 1) % 3]
                edgeUses[Int64(min(a, b)) << 32 | Int64(max(a, b)), default: 0] += 1
            }
            area +=
                abs(
                    (t[1].x - t[0].x) * (t[2].y - t[0].y)
                        - (t[2].x - t[0].x) * (t[1].y - t[0].y)) / 2
        }
        #expect(abs(area - 3000 * 2000) < 1)
        // A closed mesh with no T-junctions: inner edges are used twice, the border
        // once, and the border's length is the quad's perimeter.
        #expect(edgeUses.values.allSatisfy { $0 == 1 || $0 == 2 })
        var border: Float = 0
        for (key, uses) in edgeUses where uses == 1 {
            let p = mesh.vertices[Int(key >> 32)], q = mesh.vertices[Int(key & 0xFFFF_FFFF)]
            border += ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        #expect(abs(border - 10_000) < 0.5)
        for v in mesh.vertices {
            #expect(abs(v.u - v.x / 3000) < 1e-5)
            #expect(abs(v.v - v.y / 2000) < 1e-5)
        }
    }
}
