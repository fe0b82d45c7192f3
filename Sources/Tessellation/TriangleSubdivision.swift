/// Splits the edges of a textured triangle mesh until every triangle is small enough
/// for SDL's software rasterizer.
///
/// SDL 2's `SDL_SW_BlitTriangle` multiplies a texture coordinate (in texels) by the
/// triangle's doubled area in its fixed point (8 × the area in pixels) in a 32-bit
/// `int`; past 2³¹ the product wraps and the texel read lands outside the texture: a
/// whole 1200-pixel photo drawn as two triangles in a 3840 × 2160 window crashed there.
/// Triangles are split until 8 × area × texture size stays under 2³⁰ (half the limit,
/// for margin). Whether an edge is split depends only on the edge, and the new vertex is
/// shared by both triangles on it, so neighbours stay joined with no T-junctions (no
/// hairline gaps, no pixel drawn twice under a translucent image). Position, colour and
/// texture coordinate are interpolated linearly, as the rasterizer does, so the picture
/// is unchanged; a phone-sized frame at 1x needs no split at all.
public struct TriangleSubdivision: Sendable {
    /// The longest edge that keeps any triangle's fixed-point products in range for a
    /// texture whose larger side is `textureSize` texels: a triangle with every edge at
    /// most L has an area under L² ÷ 2.
    public static func maximumTexturedEdge(textureSize: Int) -> Float {
        let limit = Double(1 << 30) / (8 * Double(max(1, textureSize)))
        return Float((2 * limit).squareRoot())
    }

    public var vertices: [MeshVertex]
    public var indices: [Int32]

    public init(vertices: [MeshVertex], indices: [Int32]) {
        self.vertices = vertices
        self.indices = indices
    }

    /// Splits until every edge is at most `maximumEdge` pixels long.
    public mutating func run(maximumEdge: Float) {
        while splitLongEdges(maximumEdge) {}
    }

    /// One pass: every edge longer than the limit gets its midpoint; each triangle is
    /// replaced by the triangles its split edges make. False when nothing was split.
    private mutating func splitLongEdges(_ limit: Float) -> Bool {
        var midpoints: [Int64: Int32] = [:]
        var splitAny = false
        func midpoint(_ a: Int32, _ b: Int32) -> Int32? {
            let key = Int64(min(a, b)) << 32 | Int64(max(a, b))
            if let known = midpoints[key] { return known }
            let p = vertices[Int(a)], q = vertices[Int(b)]
            let dx = p.x - q.x, dy = p.y - q.y
            guard dx * dx + dy * dy > limit * limit else { return nil }
            let m = MeshVertex(
                x: (p.x + q.x) / 2, y: (p.y + q.y) / 2,
                color: MeshColor(
                    r: average(p.color.r, q.color.r), g: average(p.color.g, q.color.g),
                    b: average(p.color.b, q.color.b), a: average(p.color.a, q.color.a)),
                u: (p.u + q.u) / 2, v: (p.v + q.v) / 2)
            vertices.append(m)
            let index = Int32(vertices.count - 1)
            midpoints[key] = index
            splitAny = true
            return index
        }
        var result: [Int32] = []
        result.reserveCapacity(indices.count)
        for start in stride(from: 0, to: indices.count - 2, by: 3) {
            let a = indices[start], b = indices[start + 1], c = indices[start + 2]
            let ab = midpoint(a, b), bc = midpoint(b, c), ca = midpoint(c, a)
            switch (ab, bc, ca) {
            case (nil, nil, nil):
                result += [a, b, c]
            case (let m?, nil, nil):
                result += [a, m, c, m, b, c]
            case (nil, let m?, nil):
                result += [a, b, m, a, m, c]
            case (nil, nil, let m?):
                result += [a, b, m, m, b, c]
            case (let mab?, let mbc?, nil):
                result += [a, mab, c, mab, mbc, c, mab, b, mbc]
            case (nil, let mbc?, let mca?):
                result += [a, b, mca, b, mbc, mca, mca, mbc, c]
            case (let mab?, nil, let mca?):
                result += [a, mab, mca, mab, b, c, mab, c, mca]
            case (let mab?, let mbc?, let mca?):
                result += [a, mab, mca, mab, b, mbc, mca, mbc, c, mab, mbc, mca]
            }
        }
        indices = result
        return splitAny
    }

    private func average(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(truncatingIfNeeded: (Int(x) + Int(y) + 1) >> 1) }
}
