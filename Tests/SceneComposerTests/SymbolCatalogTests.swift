import DisplayList
import Foundation
import Geometry
import Testing

@testable import SceneComposer

/// The generated symbol table against its mapping file, and the catalog's placement: every name
/// parses and lands in its box, unknown names answer nil, forward/backward symbols mirror.
@Suite("Symbol catalog")
struct SymbolCatalogTests {
  static let mappingFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SceneComposerTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository
    .appendingPathComponent("data/symbols/sf-symbol-map.json")

  /// The mapping file.
  private func mappingFile() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.mappingFile)) as? [String: Any]
    return try #require(object)
  }

  /// The mapping file's `symbols` object.
  private func mapping() throws -> [String: String] {
    try #require(try mappingFile()["symbols"] as? [String: String])
  }

  @Test("The generated table holds exactly the mapping file's names, each with its icon and weight")
  func tableMatchesTheMapping() throws {
    let mapping = try mapping()
    #expect(SymbolCatalog.names == mapping.keys.sorted())
    for entry in SymbolTable.entries {
      #expect(entry.icon == mapping[entry.name], "\(entry.name)")
      let filled = entry.name.split(separator: ".").contains("fill")
      #expect(entry.weight == (filled ? .fill : .regular), "\(entry.name)")
    }
    let file = try mappingFile()
    let mirrored = try #require(file["mirroredInRightToLeft"] as? [String])
    let flipped = try #require(file["flippedHorizontally"] as? [String])
    #expect(SymbolTable.entries.filter(\.mirroredInRightToLeft).map(\.name) == mirrored.sorted())
    #expect(SymbolTable.entries.filter(\.flippedHorizontally).map(\.name) == flipped.sorted())
  }

  @Test("Every row's path data parses, and the catalog has every row")
  func everyRowParses() throws {
    for entry in SymbolTable.entries {
      let shape = try SymbolShape(entry)
      #expect(!shape.paths.isEmpty && shape.paths.allSatisfy { !$0.isEmpty }, "\(entry.name)")
      #expect(shape.paths.allSatisfy { path in if case .move = path.first { true } else { false } }, "\(entry.name)")
    }
    #expect(SymbolCatalog.shapes.count == SymbolTable.entries.count)
  }

  @Test("Commonly used names are all drawn")
  func commonNames() {
    let common = [
      "envelope", "envelope.fill", "gear", "bell", "wifi", "airplane", "moon", "sun.max", "magnifyingglass", "trash",
      "square.and.arrow.up", "heart", "heart.fill", "star", "star.fill", "person", "person.fill", "person.2", "house",
      "folder", "doc", "photo", "camera", "music.note", "music.note.list", "music.mic", "books.vertical", "clock",
      "calendar", "map", "location", "phone", "message", "paperplane", "lock", "key", "cart", "creditcard", "gift",
      "tag", "bookmark", "flag", "link", "globe", "cloud", "bolt", "battery.100", "chart.bar", "square.stack",
      "list.bullet", "ellipsis", "ellipsis.circle", "plus", "minus", "xmark", "checkmark", "checkmark.circle",
      "checkmark.circle.fill", "circle", "circle.fill", "info.circle", "questionmark.circle",
      "exclamationmark.triangle", "arrow.clockwise", "arrow.right", "arrow.left", "chevron.right", "chevron.forward",
      "chevron.down", "square.and.pencil", "pencil", "dot.radiowaves.left.and.right",
      "antenna.radiowaves.left.and.right", "play.fill", "pause.fill", "film", "tv", "desktopcomputer", "iphone",
      "keyboard", "printer", "hand.raised", "eye", "eye.slash", "lightbulb", "leaf", "flame", "drop", "snowflake",
      "car", "bicycle", "bag", "newspaper", "graduationcap", "building.2", "person.crop.circle", "gearshape",
      "slider.horizontal.3", "line.3.horizontal", "square.grid.2x2", "rectangle.stack", "tray", "archivebox",
      "paperclip", "mic", "speaker.wave.2", "bell.fill", "gearshape.fill", "house.fill", "folder.fill",
    ]
    let missing = common.filter { SymbolCatalog.nodes(named: $0, in: box, color: .black, rightToLeft: false) == nil }
    #expect(missing.isEmpty, "\(missing)")
  }

  let box = Rect(x: 100, y: 40, width: 24, height: 24)

  @Test("Every name draws filled paths in the colour, inside its box (ends and curve midpoints)")
  func everyNameDrawsInsideItsBox() throws {
    let color = Color(red: 0, green: 0.48, blue: 1)
    for name in SymbolCatalog.names {
      let nodes = try #require(SymbolCatalog.nodes(named: name, in: box, color: color, rightToLeft: true))
      #expect(!nodes.isEmpty, "\(name)")
      for node in nodes {
        guard case .path(let path) = node else {
          Issue.record("\(name): not a path")
          continue
        }
        #expect(path.fill == color)
        for point in onCurvePoints(path.elements) {
          #expect(
            point.x >= box.minX - 1e-9 && point.x <= box.maxX + 1e-9 && point.y >= box.minY - 1e-9
              && point.y <= box.maxY + 1e-9, "\(name): \(point)")
        }
      }
    }
  }

  @Test("A name the table lacks answers nil; an empty box draws nothing")
  func unknownNames() {
    #expect(SymbolCatalog.nodes(named: "bell.badge.waveform", in: box, color: .black, rightToLeft: false) == nil)
    #expect(SymbolCatalog.nodes(named: "", in: box, color: .black, rightToLeft: false) == nil)
    #expect(
      SymbolCatalog.nodes(named: "star", in: Rect(x: 0, y: 0, width: 0, height: 0), color: .black, rightToLeft: false)
        == [])
  }

  @Test("The view box is scaled into the box: the 256-unit circle fills a 24-point box edge to edge")
  func scaling() throws {
    let nodes = try #require(SymbolCatalog.nodes(named: "circle.fill", in: box, color: .black, rightToLeft: false))
    let xs = nodes.flatMap { node -> [Double] in
      guard case .path(let path) = node else { return [] }
      return path.elements.flatMap(points).map(\.x)
    }
    // Phosphor's filled circle has radius 104 of 128 about the view box's centre.
    #expect(abs((xs.min() ?? 0) - (box.midX - 104.0 / 256 * 24)) < 1e-9)
    #expect(abs((xs.max() ?? 0) - (box.midX + 104.0 / 256 * 24)) < 1e-9)
  }

  @Test("Forward and backward symbols mirror in right to left; left and right ones keep their direction")
  func mirroring() throws {
    func xs(_ name: String, _ rightToLeft: Bool) throws -> [Double] {
      let nodes = try #require(SymbolCatalog.nodes(named: name, in: box, color: .black, rightToLeft: rightToLeft))
      return nodes.flatMap { node -> [Double] in
        guard case .path(let path) = node else { return [] }
        return path.elements.flatMap(points).map(\.x)
      }
    }
    for name in ["chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward"] {
      let leftToRight = try xs(name, false)
      let mirrored = try xs(name, true)
      #expect(leftToRight.count == mirrored.count)
      for (a, b) in zip(leftToRight, mirrored) { #expect(abs((a - box.midX) + (b - box.midX)) < 1e-9, "\(name)") }
      #expect(leftToRight != mirrored, "\(name)")
    }
    for name in ["chevron.right", "arrow.left", "star"] {
      #expect(try xs(name, false) == xs(name, true), "\(name)")
    }
  }

  @Test("A flipped icon (location: Phosphor's arrow points up-left, SF's up-right) is mirrored in both directions")
  func flippedIcons() throws {
    let entry = try #require(SymbolTable.entries.first { $0.name == "location" })
    let shape = try SymbolShape(entry)
    guard case .move(let start) = shape.paths[0].first else {
      Issue.record("no moveto")
      return
    }
    let scale = box.width / entry.viewBox.width
    for rightToLeft in [false, true] {
      let nodes = try #require(SymbolCatalog.nodes(named: "location", in: box, color: .black, rightToLeft: rightToLeft))
      guard case .path(let path) = nodes.first, case .move(let placed) = path.elements.first else {
        Issue.record("no path")
        continue
      }
      #expect(abs(placed.x - (box.midX - (start.x - entry.viewBox.midX) * scale)) < 1e-9)
      #expect(abs(placed.y - (box.midY + (start.y - entry.viewBox.midY) * scale)) < 1e-9)
    }
  }

  @Test("A circular arc is scaled as an arc, and mirrored as the curves through the mirrored points")
  func placedArcs() {
    let arc = PathElement.arc(center: Point(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: Double.pi / 2)
    let scaled = SymbolPlacement(scale: 2, scaleY: 2, translateX: 1, translateY: 3)
    #expect(
      scaled.apply(arc) == [.arc(center: Point(x: 21, y: 23), radius: 20, startAngle: 0, endAngle: Double.pi / 2)])
    // Mirrored about x = 10: the quarter from 3 o'clock to 6 o'clock becomes 9 o'clock to 6 o'clock.
    let mirror = SymbolPlacement(scale: -1, scaleY: 1, translateX: 20, translateY: 0)
    let handle = 10 * 4 / 3 * (2.0.squareRoot() - 1)
    let placed = mirror.apply(arc)
    #expect(placed.count == 2)
    #expect(placed.first == .line(Point(x: 0, y: 10)))
    guard case .curve(let control1, let control2, let end) = placed.last else {
      Issue.record("no curve: \(placed)")
      return
    }
    for (actual, expected) in [
      (control1, Point(x: 0, y: 10 + handle)), (control2, Point(x: 10 - handle, y: 20)), (end, Point(x: 10, y: 20)),
    ] {
      #expect(abs(actual.x - expected.x) < 1e-9 && abs(actual.y - expected.y) < 1e-9, "\(actual) ≠ \(expected)")
    }
  }

  /// Points on the outline: every end point, and each curve's point at t = ½ (a curve's control
  /// points may lie outside the box while the curve stays inside).
  private func onCurvePoints(_ elements: [PathElement]) -> [Point] {
    var current = Point(x: 0, y: 0)
    var result: [Point] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point):
        result.append(point)
        current = point
      case .curve(let c1, let c2, let end):
        result.append(
          Point(
            x: (current.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (current.y + 3 * c1.y + 3 * c2.y + end.y) / 8))
        result.append(end)
        current = end
      case .arc(let center, _, _, _): result.append(center)
      case .close: break
      }
    }
    return result
  }

  private func points(_ element: PathElement) -> [Point] {
    switch element {
    case .move(let point), .line(let point): [point]
    case .curve(let control1, let control2, let end): [control1, control2, end]
    case .arc(let center, _, _, _): [center]
    case .close: []
    }
  }
}
