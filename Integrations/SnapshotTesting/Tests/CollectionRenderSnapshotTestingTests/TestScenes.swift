import CollectionRenderSnapshotTesting
import Foundation

/// Small scenes for the strategy's tests: a few kilobytes of reference each.
enum TestScenes {
  /// Six numbered cells in a flow layout, 120×80 points at 1×; `cellColor` is the cells'
  /// background, `thirdCellColor` the third cell's (to change a small share of the pixels).
  static func grid(cellColor: Color = .uiOrange, thirdCellColor: Color? = nil, itemCount: Int = 6) -> Scene {
    var style = Style(backgroundColor: .white)
    style.cell = CellStyle(
      backgroundView: ViewStyle(backgroundColor: cellColor),
      contentView: ViewStyle(backgroundColor: .white, borderColor: .uiLightGray, borderWidth: 2, scale: 0.8),
      titleLabel: LabelStyle(font: FontDescription(family: "DejaVu Sans", size: 12)))
    var items = (1...itemCount).map { ItemData(title: "\($0)") }
    if let thirdCellColor, items.count >= 3 {
      var third = style.cell
      third.backgroundView.backgroundColor = thirdCellColor
      items[2].style = third
    }
    return Scene(
      bounds: Size(width: 120, height: 80),
      layout: FlowLayout(
        itemSize: Size(width: 30, height: 30), minimumInteritemSpacing: 6, minimumLineSpacing: 6,
        sectionInset: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)),
      sections: [SectionData(items: items)], style: style)
  }

  /// `Scenes/<name>` beside this file.
  static func file(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes/" + name)
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "collection-render-snapshot-testing-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
