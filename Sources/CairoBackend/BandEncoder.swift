internal import CPNGCodec
import DisplayList
import Geometry

/// Draws and encodes frames as PNG band by band (``PNGBands``), keeping each band it compressed
/// with the display nodes that can paint it: in the next frame, a band whose nodes are the same
/// in content coordinates — the same cells, moved only by the scroll — has the same pixels, so
/// its compressed bytes are copied and it is neither drawn nor compressed again. Only the bands
/// something changed in, or that came into view, are drawn (a run of neighbouring bands in one
/// Cairo pass, on device rows translated by whole pixels, which gives each row the pixels it has
/// in the whole image) and compressed.
///
/// The bytes are those of ``PNGCodec/encode(_:options:rowOffset:)`` for the whole image, whatever
/// was kept: a kept band is one whose bytes would come out the same. What is kept is the last
/// frame's bands only, so memory stays flat.
final class BandEncoder {
  /// What every kept band was drawn with; a change drops them all.
  private struct Setting: Equatable {
    var width: Int
    var scale: Double
    var background: Color?
    var effort: Int32
  }

  /// A compressed band, by the content band it shows.
  private struct KeptBand {
    /// The nodes that can paint it or the row above it, in content coordinates.
    var key: [DisplayNode]
    var bytes: [UInt8]
    var adler: UInt32
    var filteredSize: Int
    /// Compressed as RGB (else RGBA).
    var isRGB: Bool
    /// Every pixel of the band is opaque.
    var isOpaque: Bool
  }

  /// One band of this frame: kept, or compressed now into `fresh` at `start`.
  private struct Piece {
    var top: Int
    var bottom: Int
    var kept: KeptBand?
    var start = 0
    var size = 0
    var adler: UInt32 = 0
    var filteredSize = 0
    var isOpaque = true
  }

  /// ``png_codec_band_workspace`` (nil when memory ran out making it).
  private let workspace: OpaquePointer?
  private var setting: Setting?
  /// The last frame's full bands, by content band index (the band's top row in content rows,
  /// divided by ``PNGBands/rows``).
  private var kept: [Int: KeptBand] = [:]
  /// The colour type the last frame took: the first guess for the next.
  private var lastWasRGB = true
  /// The pixels of the band runs being drawn.
  private var pixels: [UInt8] = []

  init() {
    workspace = png_codec_band_workspace_create()
  }

  deinit {
    png_codec_band_workspace_destroy(workspace)
  }

  /// The bands kept from the last frame.
  var keptCount: Int { kept.count }
  /// The bands of the last frame copied from the frame before.
  private(set) var lastReusedCount = 0
  /// Seconds the last frame spent compressing bands and writing the file.
  private(set) var lastCompressionSeconds = 0.0

  /// `list` as PNG bytes, `width`×`height` pixels at `scale`, with `rowOffset` rows of content
  /// above its top (nil: not on the pixel grid, nothing is kept), the Up trial at `effort` 1.
  func encode(
    _ list: DisplayList, scale: Double, width: Int, height: Int, rowOffset: Int?, effort: Int32, text: TextLayoutCache
  ) throws(RenderError) -> [UInt8] {
    guard let workspace else { throw .png("out of memory") }
    let setting = Setting(width: width, scale: scale, background: list.background, effort: effort)
    if self.setting != setting {
      kept.removeAll()
      self.setting = setting
    }
    text.beginPass()
    lastCompressionSeconds = 0
    let bands = Self.bands(height: height, rowOffset: rowOffset ?? 0)
    let nodeRows = list.nodes.map { Self.rows(of: $0, scale: scale) }
    // The key of every band that can be kept: full, not the image's first (whose filters see no
    // row above).
    var keys: [[DisplayNode]?] = Array(repeating: nil, count: bands.count)
    if let rowOffset {
      let down = Double(rowOffset) / scale
      for index in bands.indices where bands[index].top > 0 && bands[index].bottom - bands[index].top == PNGBands.rows {
        keys[index] = []
      }
      // Each node into the keys of the bands its rows meet, in paint order: a band's key holds
      // the nodes that can paint it or the row above it (the last row of the band before).
      let first = bands[0].bottom
      func band(ofRow row: Int) -> Int { row < first ? 0 : min(1 + (row - first) / PNGBands.rows, bands.count - 1) }
      for (node, rows) in nodeRows.enumerated() where rows.lowerBound < height && rows.upperBound > 0 {
        let lowest = band(ofRow: max(rows.lowerBound, 0))
        let highest = band(ofRow: min(rows.upperBound, height - 1))
        let moved = list.nodes[node].moved(down: down)
        for index in lowest...highest where keys[index] != nil { keys[index]!.append(moved) }
      }
    }
    let offset = rowOffset ?? 0
    var isRGB = lastWasRGB
    // At most one change of colour type each way: RGB succeeds exactly when every pixel is
    // opaque, so a third pass would be a bug, not a need.
    var passes = 0
    while true {
      passes += 1
      var fresh = png_codec_buffer()
      defer { png_codec_buffer_free(&fresh) }
      var pieces = bands.enumerated().map { index, band in
        var piece = Piece(top: band.top, bottom: band.bottom)
        if let key = keys[index], let band = kept[(band.top + offset) / PNGBands.rows], band.isRGB == isRGB,
          band.key == key
        {
          piece.kept = band
          piece.isOpaque = band.isOpaque
        }
        return piece
      }
      let complete = try compressMissing(
        &pieces, list, nodeRows: nodeRows, scale: scale, width: width, isRGB: isRGB, effort: effort,
        workspace: workspace, into: &fresh, text: text)
      // Start again in the colour type the pixels need: RGBA when a pixel is not opaque, RGB
      // when all are.
      if !complete {
        isRGB = false
        continue
      }
      if !isRGB, passes < 3, pieces.allSatisfy(\.isOpaque) {
        isRGB = true
        continue
      }
      lastWasRGB = isRGB
      lastReusedCount = pieces.count { $0.kept != nil }
      let clock = ContinuousClock()
      let start = clock.now
      let file = try Self.write(pieces, fresh: fresh, width: width, height: height, isRGB: isRGB)
      lastCompressionSeconds += (clock.now - start).seconds
      keep(pieces, keys: keys, fresh: fresh, rowOffset: rowOffset, isRGB: isRGB)
      return file
    }
  }

  /// Draws and compresses the pieces not kept, a run of neighbouring ones at a time. False when
  /// an RGB pass met a pixel that is not opaque.
  private func compressMissing(
    _ pieces: inout [Piece], _ list: DisplayList, nodeRows: [Range<Int>], scale: Double, width: Int, isRGB: Bool,
    effort: Int32, workspace: OpaquePointer, into fresh: inout png_codec_buffer, text: TextLayoutCache
  ) throws(RenderError) -> Bool {
    let bytesPerRow = CairoCanvas.bytesPerRow(width: width)
    var first = 0
    while first < pieces.count {
      guard pieces[first].kept == nil else {
        first += 1
        continue
      }
      var end = first + 1
      while end < pieces.count, pieces[end].kept == nil { end += 1 }
      // The run's rows, and the row above it that its first band's filters read.
      let top = max(pieces[first].top - 1, 0)
      let bottom = pieces[end - 1].bottom
      let count = bytesPerRow * (bottom - top)
      if pixels.count < count { pixels = [UInt8](repeating: 0, count: count) }
      var nodes: [DisplayNode] = []
      for (index, rows) in nodeRows.enumerated() where rows.lowerBound < bottom && top < rows.upperBound {
        nodes.append(list.nodes[index])
      }
      let run = DisplayList(size: list.size, background: list.background, nodes: nodes)
      var failure: RenderError?
      var complete = true
      pixels.withUnsafeMutableBytes { buffer in
        let base = buffer.baseAddress!
        do throws(RenderError) {
          try Renderer.draw(
            run, scale: scale, into: base, width: width, height: bottom - top, bytesPerRow: bytesPerRow, text: text,
            firstRow: top, beginsPass: false)
        } catch {
          failure = error
          return
        }
        let rows = base.assumingMemoryBound(to: UInt8.self)
        for index in first..<end {
          let band = pieces[index]
          let start = rows + (band.top - top) * bytesPerRow
          let above = band.top > 0 ? UnsafePointer(start - bytesPerRow) : nil
          var message = png_codec_message()
          var notOpaque: Int32 = 0
          var adler: UInt32 = 0
          var filteredSize = 0
          let before = fresh.size
          let clock = ContinuousClock()
          let started = clock.now
          defer { lastCompressionSeconds += (clock.now - started).seconds }
          let status = png_codec_deflate_band(
            workspace, start, bytesPerRow, Int32(width), Int32(band.bottom - band.top), above, effort, isRGB ? 1 : 0,
            &fresh, &adler, &filteredSize, &notOpaque, &message)
          guard status == PNG_CODEC_OK else {
            failure = .png("encoding failed: " + message.string)
            return
          }
          if notOpaque != 0 {
            complete = false
            return
          }
          pieces[index].adler = adler
          pieces[index].filteredSize = filteredSize
          pieces[index].start = before
          pieces[index].size = fresh.size - before
          pieces[index].isOpaque =
            isRGB || png_codec_rows_are_opaque(start, bytesPerRow, Int32(width), Int32(band.bottom - band.top)) != 0
        }
      }
      if let failure { throw failure }
      if !complete { return false }
      first = end
    }
    return true
  }

  /// The PNG file of the pieces, top to bottom.
  private static func write(_ pieces: [Piece], fresh: png_codec_buffer, width: Int, height: Int, isRGB: Bool)
    throws(RenderError) -> [UInt8]
  {
    // Every band's bytes in one array, so that the C writer gets stable pointers.
    var joined: [UInt8] = []
    joined.reserveCapacity(pieces.reduce(0) { $0 + ($1.kept?.bytes.count ?? $1.size) })
    var starts: [Int] = []
    for piece in pieces {
      starts.append(joined.count)
      if let kept = piece.kept {
        joined.append(contentsOf: kept.bytes)
      } else {
        joined.append(contentsOf: UnsafeBufferPointer(start: fresh.data + piece.start, count: piece.size))
      }
    }
    var output = png_codec_buffer()
    defer { png_codec_buffer_free(&output) }
    var message = png_codec_message()
    let status = joined.withUnsafeBufferPointer { bytes in
      let bands = pieces.enumerated().map { index, piece in
        png_codec_band(
          data: bytes.baseAddress! + starts[index], size: piece.kept?.bytes.count ?? piece.size,
          adler: piece.kept?.adler ?? piece.adler, filtered_size: piece.kept?.filteredSize ?? piece.filteredSize)
      }
      return png_codec_write_banded(Int32(width), Int32(height), isRGB ? 1 : 0, bands, bands.count, &output, &message)
    }
    guard status == PNG_CODEC_OK else { throw .png("encoding failed: " + message.string) }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }

  /// Keeps this frame's full bands (only these: the memory of one frame).
  private func keep(_ pieces: [Piece], keys: [[DisplayNode]?], fresh: png_codec_buffer, rowOffset: Int?, isRGB: Bool) {
    var next: [Int: KeptBand] = [:]
    if let rowOffset {
      for (index, piece) in pieces.enumerated() {
        guard let key = keys[index] else { continue }
        let band = (piece.top + rowOffset) / PNGBands.rows
        next[band] =
          piece.kept
          ?? KeptBand(
            key: key, bytes: Array(UnsafeBufferPointer(start: fresh.data + piece.start, count: piece.size)),
            adler: piece.adler, filteredSize: piece.filteredSize, isRGB: isRGB, isOpaque: piece.isOpaque)
      }
    }
    kept = next
  }

  /// The image's bands, top to bottom: the first reaching the first band edge of the content.
  private static func bands(height: Int, rowOffset: Int) -> [(top: Int, bottom: Int)] {
    var bands: [(top: Int, bottom: Int)] = []
    var top = 0
    var rows = PNGBands.firstBandRows(rowOffset: rowOffset)
    while top < height {
      let bottom = min(top + rows, height)
      bands.append((top, bottom))
      top = bottom
      rows = PNGBands.rows
    }
    return bands
  }

  /// The device rows `node` can paint at `scale`, two more either side for antialiasing; empty
  /// when it paints nothing.
  private static func rows(of node: DisplayNode, scale: Double) -> Range<Int> {
    guard let box = InkBounds.of(node) else { return 0..<0 }
    // Clamped far outside any image before conversion (the box may be unbounded).
    let limit = 1e12
    let low = Int(min(max((box.minY * scale).rounded(.down), -limit), limit)) - 2
    let high = Int(min(max((box.maxY * scale).rounded(.up), -limit), limit)) + 2
    return low < high ? low..<high : 0..<0
  }
}

/// Tied to its rasterizer's thread.
@available(*, unavailable)
extension BandEncoder: Sendable {}
