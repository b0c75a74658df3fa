import Foundation

/// Small scenes whose renders differ in known ways.
enum SnapshotScenes {
  static func grid(contentColor: String = "white", bounds: String = #"{"width": 120, "height": 80}"#) -> String {
    """
    {"bounds": \(bounds), "scale": 1,
     "layout": {"type": "flow", "itemSize": {"width": 30, "height": 30}, "minimumInteritemSpacing": 6,
                "minimumLineSpacing": 6, "sectionInset": 8},
     "sections": [{"itemCount": 6, "itemTitle": "{number}"}],
     "style": {"cell": {"contentView": {"backgroundColor": "\(contentColor)"}}}}
    """
  }

  /// Seven rings on a circle: moving the radius by a fraction of a pixel changes only their
  /// anti-aliased edges.
  static func rings(radius: Double) -> String {
    """
    {"bounds": {"width": 120, "height": 80}, "scale": 1,
     "layout": {"type": "circle", "itemSize": {"width": 16, "height": 16}, "radius": \(radius)},
     "sections": [{"itemCount": 7}],
     "style": {"decorations": {"background": {"backgroundColor": "white"}},
               "cell": {"contentView": {"cornerRadius": 8, "scale": 1}, "backgroundView": null}}}
    """
  }
}

extension TemporaryFolder {
  /// Renders `scene` (JSON text) to `name` in the folder.
  func render(_ scene: String, to name: String) throws {
    let scenePath = try write(name + ".scene.json", scene)
    let result = try CLI.run(["render", scenePath, "-o", path(name)], in: url, environment: [:])
    precondition(result.status == 0, result.stderr)
    try FileManager.default.removeItem(atPath: scenePath)
  }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
}
