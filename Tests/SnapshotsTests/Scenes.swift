import SceneFile
import SceneModel

enum Scenes {
  /// A small scene with a transparent background and translucent cells.
  static var translucent: Scene {
    let json = #"""
      {"bounds": {"width": 40, "height": 30}, "scale": 2,
       "layout": {"type": "flow", "itemSize": {"width": 12, "height": 12}, "minimumInteritemSpacing": 4,
        "sectionInset": 4},
       "sections": [{"itemCount": 4}],
       "style": {"backgroundColor": null, "cell": {"backgroundView": {"backgroundColor": "#FF950080"},
        "contentView": null}}}
      """#
    return try! SceneDecoder.decode(Array(json.utf8), file: "translucent.json") { (path: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no datasets here")
    }
  }

  /// Two labels in DejaVu Sans.
  static var labelled: Scene {
    let json = #"""
      {"bounds": {"width": 200, "height": 60},
       "layout": {"type": "flow", "itemSize": {"width": 200, "height": 30}},
       "style": {"cell": {"titleLabel": {"font": {"family": "DejaVu Sans", "size": 15}}}},
       "sections": [{"items": ["Wi-Fi", "Bluetooth"]}]}
      """#
    return try! SceneDecoder.decode(Array(json.utf8), file: "labelled.json") { (path: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no datasets here")
    }
  }
}
