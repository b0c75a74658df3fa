import CollectionLayout
import Foundation
import Geometry
import Testing

/// Runs every geometry case in `Cases/` (one JSON file each; see `CompositionalFixture`).
@Suite("Compositional layout — geometry cases")
struct CompositionalFixtureTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

  static let caseNames: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  @Test func casesArePresent() {
    #expect(Self.caseNames.count >= 30)
  }

  /// From case 54 on, every case names the public source of its rule.
  @Test func newCasesCiteTheirSource() throws {
    for name in Self.caseNames where (Int(name.prefix(2)) ?? 0) >= 54 {
      let fixture = try CompositionalFixture(data: Data(contentsOf: Self.folder.appendingPathComponent(name)))
      #expect(fixture.source.count > 10, "\(name): no \"source\"")
    }
  }

  @Test(arguments: caseNames)
  func geometryCase(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let fixture = try CompositionalFixture(data: data)
    #expect(throws: Never.self) { try fixture.layout.validate() }
    let prepared = fixture.layout.prepareCompositional(fixture.content, in: fixture.environment)
      .withOrthogonalOffsets(fixture.orthogonalOffsets)
    let viewport = Viewport(
      contentOffset: fixture.viewportOffset, size: fixture.environment.boundsSize,
      contentInset: fixture.environment.contentInset)
    let expect = fixture.expectation
    let all = prepared.layoutAttributesForElements(in: .everything, viewport: viewport)
    var byKey: [String: LayoutAttributes] = [:]
    for attributes in all {
      let path = attributes.element.indexPath
      let key: String
      switch attributes.element {
      case .cell: key = "\(path.section):\(path.item)"
      case .supplementary(let kind, _), .decoration(let kind, _): key = "\(kind) \(path.section):\(path.item)"
      }
      #expect(byKey[key] == nil, "\(name): \(key) appears twice")
      byKey[key] = attributes
    }

    if let size = expect["contentSize"] {
      let values = try size.elements().map { try $0.requireNumber() }
      #expect(prepared.contentSize == Size(width: values[0], height: values[1]), "\(name): content size")
    }
    var expectedKeys = Set<String>()
    for (group, category) in [
      ("cells", ElementCategory.cell), ("supplementary", .supplementary), ("decoration", .decoration),
    ] {
      for (key, value) in expect[group]?.object ?? [:] {
        let rect = try FixtureModel.rect(value)
        expectedKeys.insert(key)
        let found = byKey[key]
        #expect(found?.element.category == category, "\(name): \(key) missing from the rect query")
        #expect(found?.frame == rect, "\(name): \(key) frame")
        // The single-element lookups agree with the rect query.
        #expect(
          lookup(key, category: category, in: prepared, viewport: viewport)?.frame == rect, "\(name): \(key) lookup")
      }
    }
    if expect["exhaustive"]?.bool ?? true {
      let extra = Set(byKey.keys).subtracting(expectedKeys)
      #expect(extra.isEmpty, "\(name): unexpected elements \(extra.sorted())")
    }
    for (key, value) in expect["zIndex"]?.object ?? [:] {
      let lookupKey = key.hasPrefix("cell ") ? String(key.dropFirst(5)) : key
      #expect(byKey[lookupKey]?.zIndex == Int(try value.requireNumber()), "\(name): \(key) zIndex")
    }
    for (key, value) in expect["orthogonal"]?.object ?? [:] {
      let info = prepared.orthogonalScrollInfo(forSection: Int(key) ?? -1)
      if let length = value["contentLength"]?.double { #expect(info?.contentLength == length, "\(name): strip length") }
      if let maximum = value["maximumOffset"]?.double { #expect(info?.maximumOffset == maximum, "\(name): max offset") }
      if let strip = value["frame"] { #expect(info?.frame == (try FixtureModel.rect(strip)), "\(name): strip frame") }
    }
    if let other = fixture.mirrorOf {
      // The same layout and data left to right: every element mirrored in the content.
      let original = try CompositionalFixture(data: Data(contentsOf: Self.folder.appendingPathComponent(other)))
      var environment = fixture.environment
      environment.layoutDirection = .leftToRight
      environment.safeAreaInsets = EdgeInsets(
        top: environment.safeAreaInsets.top, left: environment.safeAreaInsets.right,
        bottom: environment.safeAreaInsets.bottom, right: environment.safeAreaInsets.left)
      let leftToRight = original.layout.prepareCompositional(fixture.content, in: environment)
        .withOrthogonalOffsets(fixture.orthogonalOffsets)
      let width = leftToRight.contentSize.width
      #expect(prepared.contentSize == leftToRight.contentSize, "\(name): content size of the mirror")
      // The viewport mirrored too: offsets count from the leading edge.
      let mirroredViewport = Viewport(
        contentOffset: Point(x: width - viewport.contentOffset.x - viewport.size.width, y: viewport.contentOffset.y),
        size: viewport.size)
      let originals = leftToRight.layoutAttributesForElements(in: .everything, viewport: mirroredViewport)
      #expect(originals.count == all.count, "\(name): as many elements as the left-to-right case")
      for element in originals {
        let frame = element.frame
        let mirrored = Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        let found = all.first { $0.element == element.element }
        #expect(found?.frame == mirrored, "\(name): \(element.element) is not the mirror of \(frame)")
        #expect(found?.zIndex == element.zIndex, "\(name): \(element.element) zIndex")
      }
      for section in 0..<fixture.content.sections.count {
        guard let strip = leftToRight.orthogonalScrollInfo(forSection: section) else { continue }
        let info = prepared.orthogonalScrollInfo(forSection: section)
        #expect(
          info?.frame
            == Rect(
              x: width - strip.frame.maxX, y: strip.frame.minY, width: strip.frame.width,
              height: strip.frame.height), "\(name): strip \(section) mirrored")
        #expect(info?.maximumOffset == strip.maximumOffset, "\(name): strip \(section) range")
        for proposed in [-50.0, 0, 77, 150, 333, 10_000] {
          for velocity in [-1.0, 0, 1] {
            let target = prepared.targetOrthogonalOffset(
              forSection: section, proposedOffset: proposed, velocity: velocity)
            let original = leftToRight.targetOrthogonalOffset(
              forSection: section, proposedOffset: proposed, velocity: velocity)
            #expect(target == original, "\(name): targets count from the leading edge")
          }
        }
      }
    }
    for query in try expect["queries"]?.elements() ?? [] {
      let rect = try FixtureModel.rect(query.require("rect"))
      let found = prepared.layoutAttributesForElements(in: rect, viewport: viewport).map { attributes in
        let path = attributes.element.indexPath
        switch attributes.element {
        case .cell: return "\(path.section):\(path.item)"
        case .supplementary(let kind, _), .decoration(let kind, _): return "\(kind) \(path.section):\(path.item)"
        }
      }
      let expected = try query.require("elements").elements().compactMap(\.string)
      #expect(Set(found) == Set(expected), "\(name): query \(rect) gave \(found.sorted())")
    }
    for target in try expect["targets"]?.elements() ?? [] {
      let section = Int(try target.number("section"))
      let result = prepared.targetOrthogonalOffset(
        forSection: section, proposedOffset: try target.number("proposed"), velocity: try target.number("velocity"))
      #expect(result == (try target.number("target")), "\(name): target \(result) for \(target)")
    }
  }

  /// The single-element lookup for a fixture key ("s:i" or "kind s:i").
  private func lookup(
    _ key: String, category: ElementCategory, in prepared: PreparedCompositionalLayout, viewport: Viewport
  ) -> LayoutAttributes? {
    let parts = key.split(separator: " ")
    let numbers = (parts.last ?? "").split(separator: ":").compactMap { Int($0) }
    guard numbers.count == 2 else { return nil }
    let path = ElementIndexPath(item: numbers[1], section: numbers[0])
    switch category {
    case .cell: return prepared.layoutAttributesForItem(at: path, viewport: viewport)
    case .supplementary:
      return prepared.layoutAttributesForSupplementaryView(
        ofKind: ElementKind(String(parts[0])), at: path, viewport: viewport)
    case .decoration:
      return prepared.layoutAttributesForDecorationView(
        ofKind: ElementKind(String(parts[0])), at: path, viewport: viewport)
    }
  }
}
