import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read or written, in plain words: the file's name and the
/// reason ("photo.jpg: permission denied"), never an error domain and a code.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What went wrong, lower case, no trailing full stop.
    public var reason: String
    /// The system's error number, when a system call failed.
    public var code: Int32?

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A problem from a failed system call's `errno`.
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: FileProblem.describe(code))
        self.code = code
    }

    /// A problem from a Foundation error: the POSIX reason inside it when there is one
    /// (never "NSCocoaErrorDomain error 512"), else its description on one line.
    public init(path: String, error: Error) {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            self.init(path: path, errno: Int32(truncatingIfNeeded: underlying.code))
        } else if nsError.domain == NSPOSIXErrorDomain {
            self.init(path: path, errno: Int32(truncatingIfNeeded: nsError.code))
        } else if let problem = error as? FileProblem {
            self = problem
        } else {
            self.init(path: path, reason: nsError.localizedDescription.replacingOccurrences(of: "\n", with: " "))
        }
    }

    /// Problems are the same when they name the same file and reason.
    public static func == (a: FileProblem, b: FileProblem) -> Bool {
        a.path == b.path && a.reason == b.reason
    }

    /// "NAME: reason", naming the file by its last path component.
    public var message: String { "\(FileProblem.name(of: path)): \(reason)" }

    public var description: String { message }

    /// A file's last path component, or the path itself when it has none.
    public static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The system's reason for `errno`, reworded where the system's words are unclear.
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a folder, not a file"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "is a symbolic link (or a loop of them), which is not followed here"
        case ENOSPC, EDQUOT: return "the disk is full"
        case EROFS: return "the disk is read-only"
        case ENAMETOOLONG: return "the name is too long"
        case EEXIST: return "a file with that name already exists"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
