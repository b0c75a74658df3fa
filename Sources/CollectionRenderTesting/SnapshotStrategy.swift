import CollectionRender
import ImageDiff
import Snapshots

/// How a value becomes snapshot content and how it is judged: a reference file extension, a
/// tolerance, and the function that makes the content — swift-snapshot-testing's
/// `Snapshotting` witness, without XCTest in it.
///
/// ```swift
/// assertSnapshot(of: .file("grid.json"), as: .image(on: .iPhoneSE))          // a scene's pixels
/// assertSnapshot(of: .file("grid.json"), as: .layout(on: .iPadLandscape))    // its layout JSON
/// assertSnapshot(of: .file("grid.json"), as: .image(traits: Traits(userInterfaceStyle: .dark)), named: "dark")
/// assertSnapshot(of: bitmap, as: .image(tolerance: .perceptual()))           // any pixels
/// assertSnapshot(of: bitmap, as: .image(tolerance: .perceptual(), diffStyle: .pixelmatch))  // pixelmatch's diff
/// assertSnapshot(of: text, as: .lines())                                     // any text
/// // Your own value, through an existing strategy:
/// let cards: SnapshotStrategy<[Card]> = .lines().pullback { $0.map(\.title).joined(separator: "\n") }
/// ```
public struct SnapshotStrategy<Value>: Sendable {
  /// The reference file's extension: `png`, `json`, `txt`.
  public var pathExtension: String
  /// How far images may differ (text is always compared exactly).
  public var tolerance: Tolerance
  /// How the diff image of a failed image snapshot is drawn (default: expected | differences |
  /// actual).
  public var diffStyle: DiffImageStyle
  /// Appended to the reference name with a dot (the device: `grid.iphone-se.png`), or `nil`.
  public var nameSuffix: String?
  /// Makes the content; `folder` is the test file's folder, for relative paths.
  public var snapshot: @Sendable (_ value: Value, _ folder: String) throws -> SnapshotContent

  /// A strategy writing `.pathExtension` references made by `snapshot`; by default held to
  /// `SnapshotCheck.defaultTolerance`, with a three-panel diff image and no name suffix.
  public init(
    pathExtension: String, tolerance: Tolerance = SnapshotCheck.defaultTolerance,
    diffStyle: DiffImageStyle = .threePanels, nameSuffix: String? = nil,
    snapshot: @escaping @Sendable (_ value: Value, _ folder: String) throws -> SnapshotContent
  ) {
    self.pathExtension = pathExtension
    self.tolerance = tolerance
    self.diffStyle = diffStyle
    self.nameSuffix = nameSuffix
    self.snapshot = snapshot
  }

  /// The same strategy for another type of value, converted first.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> SnapshotStrategy<
    NewValue
  > {
    let snapshot = self.snapshot
    return SnapshotStrategy<NewValue>(
      pathExtension: pathExtension, tolerance: tolerance, diffStyle: diffStyle, nameSuffix: nameSuffix
    ) {
      value, folder in try snapshot(transform(value), folder)
    }
  }
}

extension SnapshotStrategy where Value == SceneSource {
  /// The scene's pixels on `device` (the scene's own bounds and scale when `nil`) with `traits`
  /// (the scene's own when `nil`; swift-snapshot-testing's `.image(traits:)`), at `scale` and the
  /// content `offset` when given (as the integration's `.image(on:traits:scale:offset:…)`), held
  /// to `tolerance` (default ±2 per channel, no pixel beyond); a failure's diff image is drawn in
  /// `diffStyle`.
  public static func image(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    tolerance: Tolerance = SnapshotCheck.defaultTolerance, diffStyle: DiffImageStyle = .threePanels
  ) -> Self {
    SnapshotStrategy(pathExtension: "png", tolerance: tolerance, diffStyle: diffStyle, nameSuffix: device?.name) {
      source, folder in
      try SceneSnapshot.image(
        of: source.load(relativeTo: folder, traits: traits, device: device, scale: scale, offset: offset))
    }
  }

  /// What VoiceOver would read on the scene's screen on `device`, in reading order, as text
  /// (`accessibility.txt`): labels, values and traits, compared exactly; at the content `offset`
  /// when given.
  public static func accessibility(on device: Device? = nil, traits: Traits? = nil, offset: Point? = nil) -> Self {
    SnapshotStrategy(pathExtension: "accessibility.txt", tolerance: .exact, nameSuffix: device?.name) {
      source, folder in
      SceneSnapshot.accessibility(
        of: try source.load(relativeTo: folder, traits: traits, device: device, offset: offset))
    }
  }

  /// The scene's pixels on `device` with its accessibility elements outlined and numbered in
  /// reading order; at `scale` and the content `offset` when given.
  public static func accessibilityImage(
    on device: Device? = nil, traits: Traits? = nil, scale: Double? = nil, offset: Point? = nil,
    tolerance: Tolerance = SnapshotCheck.defaultTolerance
  ) -> Self {
    SnapshotStrategy(pathExtension: "accessibility.png", tolerance: tolerance, nameSuffix: device?.name) {
      source, folder in
      try SceneSnapshot.accessibilityImage(
        of: source.load(relativeTo: folder, traits: traits, device: device, scale: scale, offset: offset))
    }
  }

  /// The scene's layout on `device`, as the `layout` command's JSON: the visible elements
  /// (every element with `allElements`) at the content `offset` when given. Geometry only, so it
  /// is the same on every machine.
  public static func layout(
    on device: Device? = nil, traits: Traits? = nil, offset: Point? = nil, allElements: Bool = false
  ) -> Self {
    SnapshotStrategy(pathExtension: "json", tolerance: .exact, nameSuffix: device?.name) { source, folder in
      SceneSnapshot.layout(
        of: try source.load(relativeTo: folder, traits: traits, device: device, offset: offset),
        allElements: allElements)
    }
  }
}

extension SnapshotStrategy where Value == Bitmap {
  /// Pixels, held to `tolerance`; a failure's diff image is drawn in `diffStyle`.
  public static func image(
    tolerance: Tolerance = SnapshotCheck.defaultTolerance, diffStyle: DiffImageStyle = .threePanels
  ) -> Self {
    SnapshotStrategy(pathExtension: "png", tolerance: tolerance, diffStyle: diffStyle) { bitmap, _ in .image(bitmap) }
  }
}

extension SnapshotStrategy where Value == String {
  /// Text, compared line by line and exactly, in a `.pathExtension` file.
  public static func lines(pathExtension: String = "txt") -> Self {
    SnapshotStrategy(pathExtension: pathExtension, tolerance: .exact) { text, _ in .text(text) }
  }
}
