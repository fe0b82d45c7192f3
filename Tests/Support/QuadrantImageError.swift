/// Why a test image could not be written.
public struct QuadrantImageError: Error {
    public var message: String
}
