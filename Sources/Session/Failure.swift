import Foundation

/// A problem that ends the program with a one-line message and a chosen exit code:
/// 2 for bad input (script, options), 1 for an environment that cannot run Splash.
public struct Failure: Error, CustomStringConvertible {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }

    /// Prints the message to standard error, prefixed with the program's name.
    public func printToStandardError() {
        FileHandle.standardError.write(Data("splash: \(message)\n".utf8))
    }
}
