import DisplayList
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// The dataset scanner reads what the general path reads, and leaves every error to it, so
/// errors keep their exact line and column or JSON path.
@Suite struct DatasetScannerTests {
  static var context: SectionDecoder.Context { SectionDecoder.Context(cellStyle: CellStyle(), images: .unavailable) }

  static func general(_ text: String, context: SectionDecoder.Context = context) -> Result<[SectionData], SceneError> {
    Result { () throws(SceneError) in
      try SceneDecoder.decodeDatasetGenerally(Array(text.utf8), file: "data.json", context: context)
    }
  }

  static func decoded(_ text: String, context: SectionDecoder.Context = context) -> Result<[SectionData], SceneError> {
    Result { () throws(SceneError) in
      try SceneDecoder.decodeDataset(Array(text.utf8), file: "data.json", context: context)
    }
  }

  /// Datasets the scanner reads itself; each decodes to exactly what the general path gives.
  static let plain: [String] = [
    #"{"sections": []}"#,
    #"{"sections": [{"items": []}, {}]}"#,
    #"{"description": "feed", "sections": [{"items": ["Monkey", "Owl", "Wren"]}]}"#,
    """
    \u{FEFF}// A JSONC dataset: comments and trailing commas.
    {
      /* the feed */ "sections": [
        {"items": [
          {"title": "Robin", "size": {"width": 110, "height": 80}},
          {"size": {"height": 110.5, "width": 8e1}, "title": "Owl",},
          {"title": "Wren", "selected": true, "highlighted": false},
          {},
          {"title": "Heron", "size": {"width": 0, "height": 1000000}},
        ],},
      ],
    }
    """,
    #"{"sections": [{"items": [{"title": "Ünïcödé ✓ 👩‍👩‍👧‍👦"}, {"title": "a\"quote\" and \\u00e9: \u00e9"}]}]}"#,
    #"{"sections": [{"header": {"title": "H"}, "items": [{"title": "x", "id": 7}, 12.5, {"title": "y", "#
      + #""shouldSelect": false}], "itemCount": 5, "itemTitle": "Item {number}", "footer": "F", "#
      + #""minimumLineSpacing": 4}]}"#,
    #"{"sections": [{"items": [{"title": "x", "title": "y"}, {"size": {"width": 1, "width": 2, "height": 3}}]}]}"#,
  ]

  @Test(arguments: plain) func readsWhatTheGeneralPathReads(_ text: String) throws {
    let general = try Self.general(text).get()
    let fast = try #require(DatasetScanner.decode(Array(text.utf8), file: "data.json", context: Self.context))
    #expect(fast == general)
  }

  /// List rows: read by the scanner (the first of each shape by the general path, the rest
  /// sharing its members), and equal to what the general path reads, whether or not the scene
  /// gives list content (whose own texts a row without them keeps).
  static let listRows: [String] = [
    #"{"sections": [{"header": {"text": "Places"}, "items": ["#
      + (0..<40).map {
        #"{"text": "Bay \#($0)", "secondaryText": "\#($0) m", "image": "symbol:mappin", "#
          + #""accessories": ["disclosureIndicator"]}"#
      }.joined(separator: ",\n") + "]}]}",
    #"{"sections": [{"items": [{"text": "Wi-Fi", "secondaryText": "Home", "image": "symbol:wifi"}, "#
      + #"{"secondaryText": "Off", "title": "Airplane", "image": "symbol:wifi"}, "#
      + #"{"text": "Bluetooth", "accessories": ["checkmark", "disclosureIndicator",]}, "#
      + #"{"title": "Notes", "secondaryText": "3", "image": "symbol:note"}, {"title": "Plain"}, "#
      + #"{"text": "Ünïcödé ✓", "accessories": []}, {"text": "Again", "image": "symbol:wifi", "secondaryText": "x"}, "#
      + #"{"text": "Bluetooth 2", "accessories": ["checkmark", "disclosureIndicator"]}]}, "#
      + #"{"items": [{"text": "Other section", "image": "symbol:wifi", "secondaryText": "y"}]}]}"#,
  ]

  static var listContexts: [SectionDecoder.Context] {
    [
      context,
      SectionDecoder.Context(cellStyle: CellStyle(), images: .unavailable, listContent: .valueCell()),
      {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Scene text"
        content.secondaryText = "Scene detail"
        return SectionDecoder.Context(cellStyle: CellStyle(), images: .unavailable, listContent: content)
      }(),
    ]
  }

  @Test(arguments: listRows.indices, 0..<3)
  func listRowsAreReadAsTheGeneralPathReadsThem(_ row: Int, _ contextIndex: Int) throws {
    let text = Self.listRows[row]
    let context = Self.listContexts[contextIndex]
    let general = try Self.general(text, context: context).get()
    let fast = try #require(DatasetScanner.decode(Array(text.utf8), file: "data.json", context: context))
    #expect(fast == general)
    for (fastSection, generalSection) in zip(fast, general) {
      #expect(Array(fastSection.items) == Array(generalSection.items))
    }
  }

  @Test func aRowOfATitleAndASymbolIsListContentWhenTheSceneGivesIt() throws {
    let text =
      #"{"sections": [{"items": [{"title": "Notes", "image": "symbol:note"}, "#
      + #"{"title": "Mail", "image": "symbol:note"}]}]}"#
    let context = Self.listContexts[1]
    let fast = try #require(DatasetScanner.decode(Array(text.utf8), file: "data.json", context: context))
    #expect(fast == (try Self.general(text, context: context).get()))
    #expect(fast[0].items[1].contentConfiguration?.text == "Mail")
    #expect(fast[0].items[1].contentConfiguration?.image == .symbol("note"))
  }

  @Test func aListRowTheFastPathCannotReadIsTheGeneralPathsError() throws {
    let text =
      #"{"sections": [{"items": [{"text": "a", "accessories": ["disclosureIndicator"]}, "#
      + #"{"text": "b", "accessories": ["disclosure"]}]}]}"#
    let error = try #require(Self.decoded(text).failure)
    #expect(error.description.hasPrefix("data.json: $.sections[0].items[1].accessories[0]: unknown accessory"))
  }

  @Test func aFeedIsReadAsColumns() throws {
    var text = #"{"sections": ["#
    for section in 0..<3 {
      text += (section > 0 ? "," : "") + #"{"items": ["#
      text += (0..<500).map { #"{"title": "Photo \#($0)", "size": {"width": 120, "height": \#(100 + $0 % 90)}}"# }
        .joined(separator: ",\n")
      text += "]}"
    }
    text += "]}"
    let sections = try #require(DatasetScanner.decode(Array(text.utf8), file: "data.json", context: Self.context))
    #expect(sections.map(\.itemCount) == [500, 500, 500])
    #expect(sections[2].items[499] == ItemData(title: "Photo 499", size: Size(width: 120, height: 149)))
    #expect(sections == (try Self.general(text).get()))
  }

  /// Bad datasets: the scanner steps aside and the error is the general path's, word for word.
  static let bad: [(String, String)] = [
    (
      #"{"sections": [{"items": [{"title": "a"}, {"title": "b",, }]}]}"#, "data.json: line 1, column 56: not valid JSON"
    ),
    (#"{"sections": [{"items": [{"title": 5}]}]}"#, "data.json: $.sections[0].items[0].title: expected a string"),
    (
      #"{"sections": [{"items": [{"title": "a", "size": {"width": -1, "height": 2}}]}]}"#,
      "data.json: $.sections[0].items[0].size.width: must not be negative, got -1"
    ),
    (
      #"{"sections": [{"items": [{"title": "a", "size": {"width": 1}}]}]}"#,
      "data.json: $.sections[0].items[0].size: missing required key \"height\""
    ),
    (
      #"{"sections": [{"items": [{"title": "a", "size": {"width": 1, "height": 2, "depth": 3}}]}]}"#,
      "data.json: $.sections[0].items[0].size.depth: unknown key"
    ),
    (
      #"{"sections": [{"items": [{"title": "a", "size": {"width": 1e999, "height": 2}}]}]}"#,
      "data.json: $.sections[0].items[0].size.width: number is out of range (not finite)"
    ),
    (
      #"{"sections": [{"items": [{"title": "a", "size": {"width": 012, "height": 2}}]}]}"#,
      "data.json: line 1, column 60: not valid JSON: numbers must not have leading zeros"
    ),
    (
      #"{"sections": [{"items": [{"title": "z", "size": {"width": 12345678901234567, "height": 1}}]}]}"#,
      "data.json: $.sections[0].items[0].size.width: must be ≤ 1000000, got about 12345678901234568"
    ),
    (#"{"sections": [{"items": [{"titel": "a"}]}]}"#, "data.json: $.sections[0].items[0].titel: unknown key"),
    (#"{"sections": [{"items": [{"title": "a", "selected": 1}]}]}"#, "data.json: $.sections[0].items[0].selected"),
    (#"{"sections": [{"items": ["a"], "itemCount": 0}]}"#, "data.json: $.sections[0].itemCount: is 0 but"),
    (#"{"sections": [{"itmes": []}]}"#, "data.json: $.sections[0].itmes: unknown key"),
    (#"{"sections": [{"items": []}], "extra": 1}"#, "data.json: $.extra: unknown key"),
    (#"{"sections": {}}"#, "data.json: $.sections: expected an array"),
    (#"{"description": 3, "sections": []}"#, "data.json: $.description: expected a string"),
    (#"{"sections": [{"items": ["a"]}]} x"#, "data.json: line 1, column 34: not valid JSON"),
    (#"{"sections": [{"items": ["a\u0001"]}]}"#, ""),
    ("{\"sections\": [{\"items\": [\"a\u{1}\"]}]}", "data.json: line 1, column 28: not valid JSON: control character"),
    ("{\"sections\": [{\"items\": [\"\(String(repeating: "x", count: 10_001))\"]}]}", "the labelCharacters budget"),
    (
      "{\"sections\": [{\"items\": [{\"title\": \"a\(String(repeating: "\u{301}", count: 40))\"}]}]}",
      "characterScalars"
    ),
    (#"{"sections": [{"items": [{"title": "a", "image": "x.png"}]}]}"#, "this program reads no images"),
    (#"{"sections": [{"items": [/* unterminated"#, "data.json: line 1, column 26: not valid JSON: unterminated"),
  ]

  @Test(arguments: bad) func errorsAreTheGeneralPaths(_ text: String, _ fragment: String) throws {
    let general = Self.general(text)
    let decoded = Self.decoded(text)
    guard case .failure(let expected) = general, case .failure(let error) = decoded else {
      // "\u0001" escaped is a valid title: both paths accept it, and agree.
      #expect(fragment.isEmpty)
      #expect(try decoded.get() == general.get())
      return
    }
    #expect(error == expected)
    #expect(error.description.contains(fragment), "\(error)")
  }

  /// A 4×4 image, a new bitmap each time it is loaded (no cache).
  static func images(imagePixels: Int) -> ImageResolver {
    ImageResolver(imagePixels: imagePixels) { (_: String, _: String) throws(ImageLoadFailure) -> RasterImage in
      RasterImage(width: 4, height: 4, argb32: [UInt8](repeating: 0xFF, count: 64))
    }
  }

  @Test func itemsWithTheirOwnStyleOrImageAreReadToo() throws {
    let text =
      #"{"sections": [{"items": ["a", {"title": "b", "image": "x.png"}, "#
      + #"{"title": "c", "style": {"backgroundView": {"backgroundColor": "red"}}}, {"title": "d", "size": "#
      + #"{"width": 1, "height": 2}}]}]}"#
    let context = SectionDecoder.Context(cellStyle: CellStyle(), images: Self.images(imagePixels: 16))
    let fast = try #require(DatasetScanner.decode(Array(text.utf8), file: "data.json", context: context))
    #expect(fast.map(\.itemCount) == [4])
    #expect(fast[0].items[1].style?.imageView.image?.bitmap.width == 4)
    #expect(fast[0].items[2].style?.backgroundView.backgroundColor != CellStyle().backgroundView.backgroundColor)
    #expect(fast[0].items[3].size == Size(width: 1, height: 2))
  }

  @Test func imagesLoadedBeforeTheScannerStepsAsideCountOnce() throws {
    // The budget holds one 4×4 image: the general path must not find it already spent.
    let text = #"{"sections": [{"items": [{"title": "a", "image": "x.png"}, {"title": 5}]}]}"#
    let context = SectionDecoder.Context(cellStyle: CellStyle(), images: Self.images(imagePixels: 16))
    let error = try #require(Self.decoded(text, context: context).failure)
    #expect(error.description == "data.json: $.sections[0].items[1].title: expected a string, got a number")
  }

  @Test func invalidUTF8InATitleIsTheGeneralPathsError() {
    var bytes = Array(#"{"sections": [{"items": [{"title": "ab"#.utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#""}]}]}"#.utf8)
    #expect(DatasetScanner.decode(bytes, file: "data.json", context: Self.context) == nil)
    #expect(throws: SceneError.self) { try SceneDecoder.decodeDataset(bytes, file: "data.json", context: Self.context) }
  }

  /// A big dataset with one mistake deep inside: the error names the exact item, line and
  /// column, as for a small one.
  @Test func errorsDeepInABigDatasetAreExact() throws {
    func dataset(_ mistake: String) -> String {
      var lines = [#"{"sections": ["#]
      for section in 0..<8 {
        lines.append(#"{"items": ["#)
        for item in 0..<10_000 {
          let last = item == 9_999
          let entry =
            section == 6 && item == 2_345
            ? mistake : #"{"title": "Photo \#(item)", "size": {"width": 120, "height": \#(100 + item % 90)}}"#
          lines.append(entry + (last ? "" : ","))
        }
        lines.append(section == 7 ? "]}" : "]},")
      }
      lines.append("]}")
      return lines.joined(separator: "\n")
    }
    // Line of item 2,345 of section 6: 1 for the opening line, then 10,002 lines a section.
    let line = 1 + 6 * 10_002 + 1 + 2_345 + 1
    let cases = [
      (
        #"{"title": "Bad", "size": {"width": 120, "height": -5}}"#,
        "data.json: $.sections[6].items[2345].size.height: must not be negative, got -5"
      ),
      (
        #"{"title": "Bad", "size": {"width": 120 "height": 5}}"#,
        "data.json: line \(line), column 40: not valid JSON: expected ',' or '}' in an object"
      ),
      (#"{"title": "Bad", "colour": "red"}"#, "data.json: $.sections[6].items[2345].colour: unknown key"),
    ]
    for (mistake, message) in cases {
      let text = dataset(mistake)
      let error = try #require(Self.decoded(text).failure)
      #expect(error.description.hasPrefix(message), "\(error)")
      #expect(error == Self.general(text).failure)
    }
    #expect(
      try Self.decoded(dataset(#"{"title": "Fine"}"#)).get().map(\.itemCount) == Array(repeating: 10_000, count: 8))
  }

  /// Where the general path's first error is not in the section the scanner stepped aside in:
  /// a syntax error later in the file, a wrong top-level member after the sections, the
  /// sections given twice, a section that is fine but has a key the scanner does not read.
  static let elsewhere: [(String, String)] = [
    (
      #"{"sections": [{"items": [{"title": 1}]}, {"items": ["a" "b"]}]}"#,
      "data.json: line 1, column 57: not valid JSON: expected ',' or ']' in an array"
    ),
    (#"{"sections": [{"items": [{"title": 1}]}], "extra": true}"#, "data.json: $.extra: unknown key"),
    (#"{"sections": [{"items": [{"title": 1}]}], "description": 5}"#, "data.json: $.description: expected a string"),
    (#"{"sections": [{"items": [{"title": 1}]}], "sections": [{"items": ["fine"]}]}"#, ""),
    (
      #"{"sections": [{"items": ["a"]}, {"items": [{"title": 1}]}]}"#,
      "data.json: $.sections[1].items[0].title: expected a string, got a number"
    ),
    (
      #"{"sections": [{"items": ["a"], "itmes": 1}]}"#,
      "data.json: $.sections[0].itmes: unknown key \"itmes\" (did you mean \"items\"?)"
    ),
    (
      #"{"sections": [{"items": [{"title": 1}], "itemz": 1}]}"#,
      "data.json: $.sections[0].itemz: unknown key \"itemz\" (did you mean \"items\"?)"
    ),
  ]

  @Test(arguments: elsewhere) func theFirstErrorIsTheGeneralPathsWhereverItIs(_ text: String, _ fragment: String) {
    let general = Self.general(text)
    let decoded = Self.decoded(text)
    guard case .failure(let expected) = general else {
      #expect(fragment.isEmpty)
      #expect((try? decoded.get()) == (try? general.get()))
      return
    }
    #expect(decoded.failure == expected)
    #expect(expected.description.hasPrefix(fragment), "\(expected)")
  }

  /// Thousands of damaged datasets (bytes changed, removed, inserted or swapped at random, a
  /// fixed sequence): each decodes to the same sections, or fails with the same error, as on the
  /// general path.
  @Test func damagedDatasetsGiveTheGeneralPathsAnswer() {
    let original = Array(
      (#"{"description": "d", "sections": [{"header": "H", "items": ["Monkey", {"title": "Owl", "size": "#
        + #"{"width": 80, "height": 110.5}, "selected": true}, {"title": "Wren", "id": 3}, {"size": {"height": 1, "#
        + #""width": 2}}, {"title": "a\"b"}, {}], "itemCount": 7}, {"items": [{"title": "Ünï", "highlighted": false}, "#
        + #"12]} /* c */, {"itemTitle": "{number}", "itemCount": 2}]}"#).utf8)
    let alphabet = Array(#"{}[]":,0123456789.-e trufalsn/*\usizehgtw"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
    var seed: UInt64 = 2026
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var decodedFast = 0
    for round in 0..<3_000 {
      var bytes = original
      for _ in 0...next(3) {
        let position = next(bytes.count)
        switch next(4) {
        case 0: bytes[position] = alphabet[next(alphabet.count)]
        case 1: bytes.remove(at: position)
        case 2: bytes.insert(alphabet[next(alphabet.count)], at: position)
        default: bytes.swapAt(position, next(bytes.count))
        }
      }
      let general = Result { () throws(SceneError) in
        try SceneDecoder.decodeDatasetGenerally(bytes, file: "data.json", context: Self.context)
      }
      let decoded = Result { () throws(SceneError) in
        try SceneDecoder.decodeDataset(bytes, file: "data.json", context: Self.context)
      }
      if DatasetScanner.decode(bytes, file: "data.json", context: Self.context) != nil { decodedFast += 1 }
      switch (general, decoded) {
      case (.success(let expected), .success(let sections)):
        #expect(sections == expected, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
      case (.failure(let expected), .failure(let error)):
        #expect(error == expected, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
      default:
        Issue.record("round \(round): \(general) against \(decoded): \(String(decoding: bytes, as: UTF8.self))")
      }
    }
    // Some damage leaves a valid dataset the scanner reads itself (a changed title, a digit).
    #expect(decodedFast > 100)
  }

  @Test func theElementsBudgetHolds() throws {
    var context = Self.context
    context.budgets.elements = 100
    let items = (0..<101).map { #""\#($0)""# }.joined(separator: ",")
    let one = #"{"sections": [{"items": [\#(items)]}]}"#
    let error = try #require(Self.decoded(one, context: context).failure)
    #expect(error == Self.general(one, context: context).failure)
    #expect(error.description.contains("$.sections[0].items: more than 100 items (the elements budget"))
    let fifty = (0..<50).map { #""\#($0)""# }.joined(separator: ",")
    let two = #"{"sections": [{"items": [\#(fifty)]}, {"items": [\#(fifty)]}]}"#
    let total = try #require(Self.decoded(two, context: context).failure)
    #expect(total == Self.general(two, context: context).failure)
    #expect(total.description.contains("$.sections[1]: the scene has more than 100 elements"))
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
