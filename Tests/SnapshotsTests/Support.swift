import Foundation
import ImageDiff

/// A fresh temporary folder per test, removed afterwards.
final class Scratch {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "snapshots-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

  func write(_ name: String, _ bytes: [UInt8]) throws {
    let target = file(name)
    try FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: target, contents: Data(bytes))
  }

  func bytes(_ name: String) -> [UInt8]? { FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) } }

  func modificationDate(_ name: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: file(name))[.modificationDate] as? Date
  }
}

enum Images {
  /// 8×6 white with a blue 4×2 bar at (2, 2).
  static let bar: Bitmap = {
    var image = Bitmap(width: 8, height: 6, filledWith: .white)
    for y in 2..<4 { for x in 2..<6 { image[x, y] = RGBA(0, 122, 255) } }
    return image
  }()

  /// `bar` with one pixel changed.
  static let barWithDot: Bitmap = {
    var image = bar
    image[0, 0] = RGBA(255, 0, 0)
    return image
  }()
}
