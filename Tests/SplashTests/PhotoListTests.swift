import Geometry
import Testing

@testable import PhotoLibrary

/// `PhotoList` keeps photos as records and strings and makes a `Photo` only when asked:
/// what it gives back must be exactly what was put in, in every order a feed uses.
@Suite struct PhotoListTests {
    /// Photos with every field set, optional ones absent on some, repeats of strings and
    /// category lists, and text beyond ASCII.
    private func photos(_ count: Int) -> [Photo] {
        (0..<count).map { index -> Photo in
            let even = index % 2 == 0, third = index % 3 == 0
            let size = Size(width: 100.5 + Double(index), height: 80)
            let color = Color(red: 0.1 * Double(index % 4), green: 0.33, blue: 1)
            let categories = index % 4 == 0 ? ["sky", "sea"] : ["sky"]
            return Photo(
                id: "photo-\(index)", path: "/photos/\(index % 3).jpg", pixelSize: size, color: color,
                blurHash: even ? "LEHV6nWB2yk8pyo0adR*.7kCMdnj" : nil, description: "Fjord é \(index % 5)",
                authorName: "Name \(index % 7)", authorUsername: third ? "" : "user\(index % 2)",
                license: third ? nil : "CC0", categoryIDs: categories)
        }
    }

    @Test func givesBackWhatWasStored() {
        let stored = photos(50)
        let list = PhotoList(stored)
        #expect(list.count == 50)
        #expect(Array(list) == stored)
        #expect(list.indices.map(list.id(at:)) == stored.map(\.id))
        #expect(list.pixelSizes == stored.map(\.pixelSize))
        #expect(list.indices.map(list.pixelSize(at:)) == stored.map(\.pixelSize))
    }

    @Test func findsPhotosByIDAndCategoryWithoutMakingThem() {
        let list = PhotoList(photos(40))
        #expect(list.firstIndex(ofID: "photo-17") == 17)
        #expect(list.firstIndex(ofID: "photo-1") == 1)
        #expect(list.firstIndex(ofID: "photo-") == nil)
        #expect(list.firstIndex(ofID: "") == nil)
        #expect(list.positions(inCategory: "sea") == Array(stride(from: 0, to: 40, by: 4)))
        #expect(list.positions(inCategory: "sky") == Array(0..<40))
        #expect(list.positions(inCategory: "none").isEmpty)
    }

    @Test func aSelectionSharesTheStorageInItsOwnOrder() {
        let stored = photos(30)
        let list = PhotoList(stored)
        let selection = list.selecting([29, 3, 3, 0])
        #expect(Array(selection) == [stored[29], stored[3], stored[3], stored[0]])
        // A selection of a selection counts in the selection's positions.
        #expect(Array(selection.selecting([1, 0])) == [stored[3], stored[29]])
        #expect(selection.firstIndex(ofID: "photo-0") == 3)
        #expect(selection.positions(inCategory: "sea") == [3])
    }

    @Test func findsWhereAnotherListsPhotosShowByStoredPhotoOrByID() {
        let stored = photos(300)
        let list = PhotoList(stored)
        let results = list.selecting([250, 3, 7, 120])
        // From the whole feed into a search's results (shared storage): the first place
        // each shows, nil where it does not, whatever order asked in.
        #expect(results.positions(of: [7, 250, 8, 120, 7], in: list) == [2, 0, nil, 3, 2])
        // And back, from the results into the whole feed, which keeps no order of its own.
        #expect(list.positions(of: [1, 3], in: results) == [3, 120])
        // A list that stored its photos afresh (photos dropped in) is matched by id.
        var grown = list
        grown.insert(contentsOf: [stored[9]], at: 0)
        #expect(grown.positions(of: [1, 3, 0], in: results) == [4, 121, 251])
        #expect(grown.positions(of: [7], in: list) == [8])
    }

    @Test func insertsAtTheTopAndRemovesByID() {
        let stored = photos(10)
        var list = PhotoList(stored)
        let dropped = Photo(id: "dropped", path: "/elsewhere/x.png", pixelSize: Size(width: 3, height: 4), color: .white, authorName: "Me")
        list.insert(contentsOf: [dropped], at: 0)
        #expect(Array(list) == [dropped] + stored)
        list.removeAll(whereID: { $0 == "photo-4" || $0 == "dropped" })
        #expect(Array(list) == stored.filter { $0.id != "photo-4" })
        list.append(dropped)
        #expect(list.last == dropped)
        #expect(list.count == 10)
    }

    @Test func photosWhoseStringsAreAllEmptyAreFound() {
        let blank = Photo(id: "", path: "", pixelSize: Size(width: 1, height: 1), color: .black, authorName: "")
        let list = PhotoList([blank, blank])
        #expect(list.firstIndex(ofID: "") == 0)
        #expect(list.firstIndex(ofID: "a") == nil)
        #expect(Array(list) == [blank, blank])
    }

    @Test func anEmptyListIsEmpty() {
        let list = PhotoList()
        #expect(list.isEmpty)
        #expect(list.pixelSizes.isEmpty)
        #expect(list.firstIndex(ofID: "x") == nil)
        #expect(list == PhotoList([]))
        #expect(list != PhotoList(photos(1)))
    }

    @Test func searchTextsTransformEachStringOnce() {
        let stored = photos(21)
        let list = PhotoList(stored).selecting([20, 0, 7])
        var calls = 0
        let (bytes, starts) = list.searchTexts(categoryTitles: ["sky": "Sky", "sea": "Sea"], terminator: 0) { text in
            calls += 1
            return text.uppercased()
        }
        let texts = zip(starts, starts.dropFirst()).map { String(decoding: bytes[$0..<$1 - 1], as: UTF8.self) }
        #expect(texts == ["NAME 6 USER0 FJORD É 0 SKY SEA", "NAME 0  FJORD É 0 SKY SEA", "NAME 0 USER1 FJORD É 2 SKY"])
        #expect(starts.dropFirst().allSatisfy { bytes[$0 - 1] == 0 })
        // "Name 0" and "Fjord é 0" twice, each transformed once; and each of the two
        // distinct category lists once.
        #expect(calls == 7 + 2)
    }

    /// Photos with no words at all still each get their separators and terminator.
    @Test func searchTextsOfPhotosWithNoTextAreOnlySeparators() {
        let blank = (0..<3).map { index in
            Photo(id: "b\(index)", path: "/b.jpg", pixelSize: Size(width: 1, height: 1), color: .white, authorName: "")
        }
        let (bytes, starts) = PhotoList(blank).searchTexts(categoryTitles: [:], terminator: 0) { $0 }
        #expect(bytes == [UInt8](repeating: 0, count: 3).flatMap { [32, 32, 32, $0] })
        #expect(starts == [0, 4, 8, 12])
    }

    /// The cache hands back a list's parts as they lay in memory: parts that do not fit
    /// together (what a damaged cache could hold) make no list, never a crash or a
    /// wrong photo.
    @Test func partsThatDoNotFitMakeNoList() {
        let list = PhotoList(photos(6))
        func rebuilt(
            text: [UInt8]? = nil, ends: [UInt32]? = nil, records: [UInt32]? = nil, colors: [Color]? = nil,
            lists: [[String]]? = nil
        ) -> PhotoList? {
            PhotoList(
                text: text ?? list.text, stringEnds: ends ?? list.stringEnds, records: records ?? list.records,
                colors: colors ?? list.colors, categoryLists: lists ?? list.categoryLists)
        }
        #expect(rebuilt() == list)
        #expect(rebuilt(text: list.text.dropLast()) == nil)
        #expect(rebuilt(ends: list.stringEnds.reversed()) == nil)
        #expect(rebuilt(records: list.records.dropLast()) == nil)
        #expect(rebuilt(colors: []) == nil)
        #expect(rebuilt(lists: []) == nil)
        for field in PhotoList.Field.allCases where ![.widthLow, .widthHigh, .heightLow, .heightHigh].contains(field) {
            var records = list.records
            records[PhotoList.Field.count + field.rawValue] = 1_000_000
            #expect(rebuilt(records: records) == nil, "a \(field) number out of range")
        }
    }
}
