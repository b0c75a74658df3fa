import CairoBackend
import CollectionRender
import Foundation
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// The frames encoder (igzip, `png_igzip.c`) decodes to exactly the pixels libpng's path writes,
/// for flat frames, noise, transparency (RGBA), odd sizes and strides, and pngcheck finds its
/// files valid; and the structural check that a resumed batch relies on.
@Suite struct FramePNGTests {
  /// A deterministic image: `kind` 0 flat UI-like, 1 noise, 2 translucent, 3 repeated rows.
  static func image(width: Int, height: Int, kind: Int, padding: Int = 0) -> RasterImage {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(width * 31 + height * 7 + kind + 1)
    func next() -> UInt32 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: seed >> 33)
    }
    let bytesPerRow = width * 4 + padding * 4
    var pixels = [UInt8](repeating: 0, count: bytesPerRow * height)
    for y in 0..<height {
      for x in 0..<width {
        let word: UInt32
        switch kind {
        case 0: word = (x / 7 + y / 5) % 3 == 0 ? 0xFFFF_9500 : ((x % 13 == 0) ? 0xFFD3_D3D3 : 0xFFFF_FFFF)
        case 1: word = 0xFF00_0000 | next()
        case 2:
          let alpha = (x * 255) / max(width - 1, 1)
          let grey = UInt32(alpha / 2)
          word = UInt32(alpha) << 24 | grey << 16 | grey << 8 | grey
        default: word = y % 4 == 0 ? 0xFF00_0000 | next() : 0xFF20_4060 | UInt32(x % 2)
        }
        withUnsafeBytes(of: word.littleEndian) { raw in
          for i in 0..<4 { pixels[y * bytesPerRow + x * 4 + i] = raw[i] }
        }
      }
    }
    return RasterImage(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels)
  }

  @Test(arguments: [(1, 1), (2, 3), (61, 41), (300, 7), (1920, 20), (70, 130)])
  func roundTrip(width: Int, height: Int) throws {
    for kind in 0..<4 {
      for padding in [0, 3] {
        let image = Self.image(width: width, height: height, kind: kind, padding: padding)
        let expected = try PNGCodec.decode(PNGCodec.encode(image, options: PNGOptions()))
        for options in [PNGOptions.frames, .framesFastest] {
          let bytes = try PNGCodec.encode(image, options: options)
          let decoded = try PNGCodec.decode(bytes)
          #expect(decoded.width == width && decoded.height == height)
          #expect(
            decoded.rgba == expected.rgba, "\(width)×\(height) kind \(kind) padding \(padding) \(options.encoder)")
          // The same colour type as libpng's path: RGB (2) when opaque, RGBA (6) otherwise.
          #expect(bytes[25] == (kind == 2 ? 6 : 2))
          #expect(try PNGCodec.checkStructure(bytes) == (width, height))
          // Deterministic.
          #expect(try PNGCodec.encode(image, options: options) == bytes)
        }
      }
    }
  }

  @Test("grid-1080p frames come out at most 2.5× the size of libpng's defaults; noise is stored, not inflated")
  func sizes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let pipeline = Pipeline(
      scene: try SceneLoader.load(path: root.appendingPathComponent("samples/grid-1080p/scene.json").path))
    for y in [0.0, 1500] {
      let image = try Renderer().rasterize(
        pipeline.displayList(at: pipeline.viewport(contentOffset: Point(x: 0, y: y))), scale: 1)
      let runs = try PNGCodec.encode(image, options: .frames).count
      let libpng = try PNGCodec.encode(image, options: .libpngDefault).count
      #expect(Double(runs) <= 2.5 * Double(libpng), "offset \(y): \(runs) vs \(libpng)")
    }
    let noise = Self.image(width: 400, height: 200, kind: 1)
    let stored = try PNGCodec.encode(noise, options: .frames).count
    #expect(stored < 400 * 200 * 3 + 400 * 200 / 50 + 1000)
  }

  @Test("Frames drawn one after another with one kept Rasterizer, in any order, equal fresh renders")
  func keptRasterizer() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let scene = try SceneLoader.load(path: root.appendingPathComponent("samples/grid-1080p/scene.json").path)
    let batch = try FrameBatch(
      scene: scene,
      timeline: .scroll(from: nil, to: Point(x: 0, y: 600), count: 7, curve: .linear, fps: 60, origin: .options("test"))
    )
    let rasterizer = Rasterizer()
    for index in [0, 1, 2, 6, 3, 5, 4] {
      var times = FrameBatch.StageTimes()
      let kept = try batch.png(index, with: rasterizer, options: .frames, times: &times)
      let fresh = try batch.png(index, options: .frames, times: &times)
      #expect(kept == fresh, "frame \(index)")
    }
    // Every label shown over the scroll (more than one screen of them) is kept, within the bound.
    #expect(rasterizer.textLayoutCount > 77 && rasterizer.textLayoutCount <= rasterizer.textLayoutCapacity)
  }

  @Test("pngcheck (an independent PNG checker) finds every frames file valid")
  func pngcheckAccepts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pngcheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    // Several bands, laid from the first row or cut short by a scroll offset.
    for (width, height, rowOffset) in [(1, 1, 0), (61, 41, 0), (1920, 20, 0), (61, 100, 7), (300, 97, -45)] {
      for kind in 0..<4 {
        for options in [PNGOptions.frames, .framesFastest] {
          let name = "\(width)x\(height)-\(rowOffset)-\(kind)-\(options.encoder).png"
          let path = folder.appendingPathComponent(name).path
          let image = Self.image(width: width, height: height, kind: kind)
          try Data(PNGCodec.encode(image, options: options, rowOffset: rowOffset)).write(to: URL(fileURLWithPath: path))
          paths.append(path)
        }
      }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pngcheck")
    process.arguments = ["-q"] + paths
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // -q prints only errors.
    #expect(process.terminationStatus == 0 && text.isEmpty, "\(text)")
  }

  @Test func structureCheckRejectsDamage() throws {
    let bytes = try PNGCodec.encode(Self.image(width: 50, height: 20, kind: 0), options: .frames)
    #expect(try PNGCodec.checkStructure(bytes) == (50, 20))
    #expect(throws: RenderError.self) { try PNGCodec.checkStructure(Array(bytes.dropLast())) }
    #expect(throws: RenderError.self) { try PNGCodec.checkStructure(Array(bytes.prefix(bytes.count / 2))) }
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x10
    #expect(throws: RenderError.self) { try PNGCodec.checkStructure(flipped) }
    #expect(throws: RenderError.self) { try PNGCodec.checkStructure(bytes + [0]) }
    #expect(throws: RenderError.self) { try PNGCodec.checkStructure([]) }
    #expect(throws: RenderError.self) { try PNGCodec.checkStructure(Array("not a png at all".utf8)) }
  }
}
