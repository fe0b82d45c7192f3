import Foundation
import Geometry
import Testing

@testable import Splash

/// Every number and name a script gives is checked where it enters: out-of-range lines
/// are refused with `file:line: reason`, and line endings from any system parse alike.
@Suite struct ScriptBorderTests {
    static let lf = "0 down 10 20\n16 move 10 30\n\n33 up 10 40 # done\n50 shot a\n60 end\n"

    @Test func crlfAndLoneCRScriptsParseLikeLF() throws {
        let expected = try Script(parsing: Self.lf)
        let crlf = Self.lf.replacingOccurrences(of: "\n", with: "\r\n")
        let cr = Self.lf.replacingOccurrences(of: "\n", with: "\r")
        #expect(try Script(parsing: crlf) == expected)
        #expect(try Script(parsing: cr) == expected)
        #expect(expected.lines.map(\.lineNumber) == [1, 2, 4, 5, 6])
        #expect(expected.lines[3].command == .shot(name: "a"))
        // Errors name the same line whatever the line endings.
        for ending in ["\n", "\r\n", "\r"] {
            let text = ["0 down 1 1", "", "5 jump"].joined(separator: ending)
            do { _ = try Script(parsing: text, fileName: "w.txt"); Issue.record("parsed") } catch {
                #expect(error.description == "w.txt:3: unknown verb 'jump'")
            }
        }
    }

    @Test(arguments: [
        ("86400001 end", "x.txt:1: time 86400001 is after 24 hours (86400000 ms)"),
        ("1000000000000000 end", "x.txt:1: time 1000000000000000 is after 24 hours (86400000 ms)"),
        ("99999999999999999999999 end", "x.txt:1: time 99999999999999999999999 is after 24 hours (86400000 ms)"),
        ("0 resize 20000 20000", "x.txt:1: a window side must be at most 16384 points"),
        ("0 resize 1000000 1081", "x.txt:1: a window side must be at most 16384 points"),
        ("0 resize 1e308 10", "x.txt:1: 1e308 is outside ±1000000 points"),
        ("0 down 10 1e308", "x.txt:1: 1e308 is outside ±1000000 points"),
        ("0 move -2000000 0", "x.txt:1: -2000000 is outside ±1000000 points"),
        ("0 wheel 0 nan", "x.txt:1: 'nan' is not a number"),
        ("0 wheel inf 0", "x.txt:1: 'inf' is not a number"),
        (
            "0 shot -rf",
            "x.txt:1: shot name '-rf' must be a plain file name (no '/', no control or invisible characters, not starting with '.' or '-')"
        ),
        (
            "0 shot a\u{202E}gnp",
            "x.txt:1: shot name 'a\u{202E}gnp' must be a plain file name (no '/', no control or invisible characters, not starting with '.' or '-')"
        )
    ])
    func outOfRangeNumbersAndNamesAreRefused(text: String, message: String) {
        do { _ = try Script(parsing: text, fileName: "x.txt"); Issue.record("'\(text)' parsed") } catch {
            #expect(error.description == message)
        }
    }

    @Test func theLargestAcceptedNumbersStillMapOntoSteps() throws {
        let script = try Script(parsing: "86400000 resize 16384 16384\n86400000 down 1000000 -1000000\n86400000 end")
        let items = ScriptTimeline(script: script, stepsPerSecond: 240).items
        #expect(items.map(\.step) == [20_736_000, 20_736_000, 20_736_000])
    }

    @Test func aScriptThatIsANamedPipeIsRefusedAtOnce() throws {
        let folder = try Fixtures.temporaryFolder("script-fifo")
        #expect(mkfifo(folder + "/script.txt", 0o644) == 0)
        do { _ = try Script(contentsOfFile: folder + "/script.txt"); Issue.record("read") } catch {
            #expect(error.description == "\(folder)/script.txt: is a named pipe, not a regular file")
        }
    }
}
