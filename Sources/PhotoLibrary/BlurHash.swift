import Foundation
import Geometry

/// Decodes a BlurHash (the `blur_hash` of Unsplash's photo JSON) into a few RGBA pixels:
/// the soft gradient a cell shows until its photo is decoded.
///
/// The algorithm is the reference one (woltapp/blurhash): base-83 digits, a DC term in
/// sRGB and AC terms quantised on a signed-square scale, summed as cosines in linear RGB.
public enum BlurHash {
    /// The 83 digits of the encoding, in value order.
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)
    /// Each byte's digit value, or -1 for a byte that is not a digit: looked up by the byte,
    /// where a `[Character: Int]` hashed every character (a cell's placeholder is decoded
    /// when a photo scrolls in, on the frame that shows it).
    static let digitValues: [Int8] = {
        var values = [Int8](repeating: -1, count: 256)
        for (value, byte) in alphabet.enumerated() { values[Int(byte)] = Int8(value) }
        return values
    }()

    /// Pixels of `width` × `height`, RGBA bytes row by row, or nil for a malformed hash.
    public static func decode(_ hash: String, width: Int, height: Int, punch: Double = 1) -> [UInt8]? {
        // Digits are ASCII: any other byte is not one, so reading bytes refuses what
        // reading characters refused.
        let digits = Array(hash.utf8)
        guard digits.count >= 6, width > 0, height > 0,
            let sizeFlag = value(digits[0...0])
        else { return nil }
        let componentsY = sizeFlag / 9 + 1, componentsX = sizeFlag % 9 + 1
        guard digits.count == 4 + 2 * componentsX * componentsY,
            let quantisedMaximum = value(digits[1...1])
        else { return nil }
        let maximum = Double(quantisedMaximum + 1) / maximumScale * punch
        var colours: [(Double, Double, Double)] = []
        colours.reserveCapacity(componentsX * componentsY)
        for index in 0..<(componentsX * componentsY) {
            if index == 0 {
                guard let dc = value(digits[2..<6]) else { return nil }
                colours.append((linear(dc >> 16), linear((dc >> 8) & 255), linear(dc & 255)))
            } else {
                let start = 4 + index * 2
                guard let ac = value(digits[start..<(start + 2)]) else { return nil }
                func component(_ q: Int) -> Double { signedSquare((Double(q) - acCentre) / acCentre) * maximum }
                let levels = acLevels
                colours.append((component(ac / (levels * levels)), component((ac / levels) % levels), component(ac % levels)))
            }
        }
        // Each basis cosine once per column and once per row, where it was computed for
        // every pixel and component: over the bench's fling of 100 000 photos, decoding
        // the cells' placeholders went 21.8 → 10.5 M instructions (callgrind). The same
        // expressions give the same values, multiplied and summed in the same order, so
        // the same bytes (BlurHashTests).
        let columnCosines = (0..<width).flatMap { x in
            (0..<componentsX).map { i in cos(Double.pi * Double(x) * Double(i) / Double(width)) }
        }
        let rowCosines = (0..<height).flatMap { y in
            (0..<componentsY).map { j in cos(Double.pi * Double(y) * Double(j) / Double(height)) }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0
                for j in 0..<componentsY {
                    let cy = rowCosines[y * componentsY + j]
                    for i in 0..<componentsX {
                        let basis = columnCosines[x * componentsX + i] * cy
                        let colour = colours[i + j * componentsX]
                        r += colour.0 * basis
                        g += colour.1 * basis
                        b += colour.2 * basis
                    }
                }
                let offset = (y * width + x) * 4
                pixels[offset] = sRGB(r)
                pixels[offset + 1] = sRGB(g)
                pixels[offset + 2] = sRGB(b)
            }
        }
        return pixels
    }

    private static func value(_ digits: ArraySlice<UInt8>) -> Int? {
        var result = 0
        for digit in digits {
            let v = digitValues[Int(digit)]
            guard v >= 0 else { return nil }
            result = result * 83 + Int(v)
        }
        return result
    }

    /// The sRGB transfer function's constants (IEC 61966-2-1).
    static let sRGBLinearLimit = 0.04045
    static let sRGBLinearSlope = 12.92
    static let sRGBOffset = 0.055
    static let sRGBGamma = 2.4
    static let linearLimit = 0.003_130_8
    /// BlurHash's AC quantisation: 19 levels per channel around 9, maximum over 166.
    static let acLevels = 19
    static let acCentre = 9.0
    static let maximumScale = 166.0

    private static func signedSquare(_ v: Double) -> Double { v < 0 ? -v * v : v * v }

    /// sRGB byte to linear light (the sRGB transfer function).
    static func linear(_ value: Int) -> Double {
        let v = Double(value) / 255
        return v <= sRGBLinearLimit ? v / sRGBLinearSlope : pow((v + sRGBOffset) / (1 + sRGBOffset), sRGBGamma)
    }

    /// Linear light to an sRGB byte.
    static func sRGB(_ value: Double) -> UInt8 {
        let v = max(0, min(1, value))
        let encoded = v <= linearLimit ? v * sRGBLinearSlope : (1 + sRGBOffset) * pow(v, 1 / sRGBGamma) - sRGBOffset
        return UInt8(saturating: (encoded * 255 + 0.5).rounded(.down))
    }
}
