import CairoBackend
import DisplayList
import Geometry
import Testing

/// The faces a display list's labels resolve to: the requested family's file, and the fallback
/// that supplies what it lacks (Chinese in DejaVu Sans comes from Noto Sans CJK).
@Suite struct FontsInUseTests {
  static func label(_ text: String, _ family: String, y: Double = 0, weight: FontWeight = .regular) -> DisplayNode {
    .text(
      TextNode(
        text: text, frame: Rect(x: 0, y: y, width: 200, height: 20),
        font: FontDescription(family: family, size: 15, weight: weight), color: .black))
  }

  @Test func theFacesAreTheFilesPangoDrawsFromFallbacksIncluded() {
    let list = DisplayList(
      size: Size(width: 200, height: 80), background: nil,
      nodes: [
        Self.label("Wi-Fi", "DejaVu Sans"),
        .group(
          DisplayGroup(
            transform: .identity, opacity: 1, clip: nil,
            children: [Self.label("你好 Wi-Fi", "DejaVu Sans", y: 20), Self.label("Wi-Fi", "DejaVu Sans", y: 40)])),
        Self.label("", "DejaVu Serif", y: 60),
      ])
    let faces = FontsInUse.faces(in: list)
    #expect(faces.map(\.file).contains("DejaVuSans.ttf"), "\(faces)")
    #expect(faces.contains { $0.family.hasPrefix("Noto Sans CJK") && $0.file.hasPrefix("NotoSansCJK") }, "\(faces)")
    // Each face once, sorted; an empty label draws nothing, so DejaVu Serif is not in use.
    #expect(faces == Array(Set(faces)).sorted())
    #expect(!faces.contains { $0.family == "DejaVu Serif" })
    let sans = faces.first { $0.file == "DejaVuSans.ttf" }
    #expect(sans?.description == "DejaVu Sans Book \(sans?.version ?? "") (DejaVuSans.ttf)")
    #expect(sans?.version.split(separator: ".").last?.count == 3)
  }

  @Test func aBoldLabelIsDrawnFromTheBoldFile() {
    let faces = FontsInUse.faces(of: "Settings", font: FontDescription(family: "DejaVu Sans", size: 15, weight: .bold))
    #expect(faces.map(\.file) == ["DejaVuSans-Bold.ttf"], "\(faces)")
    #expect(faces.first?.style == "Bold")
  }
}
