import CollectionLayout
import Geometry
import OrderedJSON

extension FrameManifest {
  /// One frame as the manifest gives it: its file, time, offsets, sizes, cells and states.
  public struct Frame: Equatable, Sendable {
    /// The frame's index in the batch.
    public var index: Int
    /// Its file's name in the folder (no folder part).
    public var file: String
    /// Seconds from the start.
    public var time: Double
    /// The index of its segment.
    public var segment: Int
    /// The motion's exact content offset.
    public var contentOffset: Point
    /// The content offset drawn (on the pixel grid unless offsets are fractional).
    public var drawnOffset: Point
    /// The bounds it shows.
    public var bounds: Size
    /// Its image's size.
    public var pixels: PixelSize
    /// Its cells: visible, and created or reused when it came on screen.
    public var cells: Cells
    /// The sections' orthogonal offsets as drawn, by data section; nil unless the timeline
    /// scrolls sections.
    public var orthogonalOffsets: [Int: Double]?
    /// The selected items (the manifest lists them when there are any).
    public var selected: [ElementIndexPath]
    /// The highlighted items (the manifest lists them when there are any).
    public var highlighted: [ElementIndexPath]
    /// For a frame of an interaction segment, its own facts (`docs/interactions.md`): an object.
    public var interaction: JSONText?

    /// A frame with these facts.
    public init(
      index: Int, file: String, time: Double, segment: Int, contentOffset: Point, drawnOffset: Point, bounds: Size,
      pixels: PixelSize, cells: Cells, orthogonalOffsets: [Int: Double]? = nil, selected: [ElementIndexPath] = [],
      highlighted: [ElementIndexPath] = [], interaction: JSONText? = nil
    ) {
      self.index = index
      self.file = file
      self.time = time
      self.segment = segment
      self.contentOffset = contentOffset
      self.drawnOffset = drawnOffset
      self.bounds = bounds
      self.pixels = pixels
      self.cells = cells
      self.orthogonalOffsets = orthogonalOffsets
      self.selected = selected
      self.highlighted = highlighted
      self.interaction = interaction
    }
  }

  /// A frame's cells.
  public struct Cells: Hashable, Sendable {
    /// Cells on screen.
    public var visible: Int
    /// Cells that came on screen in this frame (created or reused).
    public var created: Int
    /// Cells taken from the reuse queue in this frame.
    public var reused: Int

    /// `visible` cells, `created` of them new on screen, `reused` of those from the queue.
    public init(visible: Int, created: Int, reused: Int) {
      self.visible = visible
      self.created = created
      self.reused = reused
    }
  }
}

extension FrameManifest.Frame {
  /// The frame's line of the manifest, as a value.
  var json: JSONText {
    var members: [(String, JSONText)] = [
      ("index", .int(index)), ("file", .string(file)), ("time", .number(time)), ("segment", .int(segment)),
      ("contentOffset", FrameManifest.json(contentOffset)), ("drawnOffset", FrameManifest.json(drawnOffset)),
      ("bounds", FrameManifest.json(bounds)),
      ("pixels", .object([("width", .int(pixels.width)), ("height", .int(pixels.height))])),
      (
        "cells",
        .object([("visible", .int(cells.visible)), ("created", .int(cells.created)), ("reused", .int(cells.reused))])
      ),
    ]
    if let orthogonalOffsets {
      // Sorted, so that the text is deterministic.
      let sorted = orthogonalOffsets.sorted { $0.key < $1.key }
      members.append(("orthogonalOffsets", .object(sorted.map { (String($0.key), .number($0.value)) })))
    }
    if !selected.isEmpty { members.append(("selected", .array(selected.map(Self.json)))) }
    if !highlighted.isEmpty { members.append(("highlighted", .array(highlighted.map(Self.json)))) }
    if let interaction { members.append(("interaction", interaction)) }
    return .object(members)
  }

  /// `{"section": 0, "item": 4}`.
  static func json(_ path: ElementIndexPath) -> JSONText {
    .object([("section", .int(path.section)), ("item", .int(path.item))])
  }

  /// Frame `index`, the value `value` of the `frames` array: its file name and pixel size first,
  /// which ``FrameFolderCheck`` needs (their problems are
  /// ``FrameManifest/DecodingError/unnamedFrame(index:_:)``).
  init(json value: JSONText, index: Int) throws(FrameManifest.DecodingError) {
    let path = JSONPath.root.appending("frames").appending(index: index)
    var object: JSONObjectReader
    let file: String
    let pixels: FrameManifest.PixelSize
    do throws(JSONReadError) {
      object = try JSONObjectReader(value, at: path)
      file = try object.string("file")
      guard !file.isEmpty, !file.contains("/"), file != ".", file != ".." else {
        throw JSONReadError(.path(path.appending("file")), "not a file name")
      }
      pixels = try object.member("pixels") { value, path throws(JSONReadError) in
        try JSONObjectReader.read(value, at: path) { size throws(JSONReadError) in
          FrameManifest.PixelSize(width: try size.int("width"), height: try size.int("height"))
        }
      }
    } catch {
      throw .unnamedFrame(index: index, error)
    }
    do throws(JSONReadError) {
      self = try Self.rest(&object, file: file, pixels: pixels)
    } catch {
      throw .invalidValue(error)
    }
  }

  /// The frame of `object`, whose file and pixels are read.
  private static func rest(
    _ object: inout JSONObjectReader, file: String, pixels: FrameManifest.PixelSize
  ) throws(JSONReadError) -> FrameManifest.Frame {
    let point = FrameManifest.point
    let frame = FrameManifest.Frame(
      index: try object.int("index"), file: file, time: try object.number("time"), segment: try object.int("segment"),
      contentOffset: try object.member("contentOffset", point), drawnOffset: try object.member("drawnOffset", point),
      bounds: try object.member("bounds", FrameManifest.size), pixels: pixels,
      cells: try object.member("cells") { value, path throws(JSONReadError) in
        try JSONObjectReader.read(value, at: path) { cells throws(JSONReadError) in
          FrameManifest.Cells(
            visible: try cells.int("visible"), created: try cells.int("created"), reused: try cells.int("reused"))
        }
      },
      orthogonalOffsets: try object.optional("orthogonalOffsets", offsets),
      selected: try object.optional("selected", paths) ?? [],
      highlighted: try object.optional("highlighted", paths) ?? [],
      interaction: try object.optional("interaction", FrameManifest.object))
    try object.finish()
    return frame
  }

  /// Offsets by section: an object whose keys are section numbers.
  private static func offsets(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> [Int: Double] {
    guard case .object(let members) = value else { throw JSONReadError(.path(path), "expected an object") }
    var offsets: [Int: Double] = [:]
    for (key, offset) in members {
      guard let section = Int(key), String(section) == key else {
        throw JSONReadError(.path(path.appending(key)), "expected a section number")
      }
      offsets[section] = try offset.number(at: path.appending(key))
    }
    return offsets
  }

  /// A list of `{"section", "item"}` objects.
  private static func paths(_ value: JSONText, at path: JSONPath) throws(JSONReadError) -> [ElementIndexPath] {
    var paths: [ElementIndexPath] = []
    for (element, elementPath) in try value.array(at: path) {
      paths.append(
        try JSONObjectReader.read(element, at: elementPath) { object throws(JSONReadError) in
          ElementIndexPath(item: try object.int("item"), section: try object.int("section"))
        })
    }
    return paths
  }
}
