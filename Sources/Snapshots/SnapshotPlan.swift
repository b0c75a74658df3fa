import Foundation

/// Which snapshots a run checks and where their references are: every (scene, device, kind),
/// named `<name>[.<device>].png` (images) or `.json` (layouts) in a folder of references, where
/// `<name>` is the scene file's name — or its folder's name when the file is called
/// `scene.json`; with one scene, one device and one kind the reference may be a single file.
public struct SnapshotPlan: Hashable, Sendable {
  /// One snapshot to check.
  public struct Check: Hashable, Sendable {
    /// The scene file to render.
    public var scene: String
    /// The device it is rendered on; `nil` for the scene's own bounds and scale.
    public var device: Device?
    /// A layout snapshot (the layout JSON) rather than an image.
    public var layout: Bool
    /// An accessibility snapshot (the reading order as text, `.accessibility.txt`) rather than
    /// an image or a layout.
    public var accessibility: Bool = false
    /// The snapshot's name, for reports and failure artefacts.
    public var name: String
    /// The reference file.
    public var reference: String
  }

  /// The kinds of snapshot a run takes.
  public enum Kinds: Hashable, Sendable {
    case image
    case layout
    case imageAndLayout
  }

  /// Why the scenes, devices and kinds cannot be checked against the reference.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reference is one file, but the snapshots are not one, or not of its kind.
    case reference(String)
    /// Two scenes would share a reference name.
    case nameClash(String)

    /// The problem as one line.
    public var description: String {
      switch self {
      case .reference(let text), .nameClash(let text): text
      }
    }
  }

  /// The checks: one per scene, device and kind.
  public var checks: [Check]

  /// The checks for `scenes` on `devices` (`[nil]` for the scenes' own bounds) of `kinds`
  /// against `reference`, a folder (it exists as one, ends in `/`, or has no `.png`/`.json`
  /// extension) or a single file. `kinds` `nil` means images, or layouts for a single `.json`
  /// reference. With `accessibility`, each scene and device also gets an accessibility check
  /// (`<name>[.<device>].accessibility.txt`; references in a folder only).
  public init(
    scenes: [String], devices: [Device?], kinds: Kinds?, reference: String, accessibility: Bool = false
  ) throws(Problem) {
    let referenceExtension = (reference as NSString).pathExtension.lowercased()
    var isDirectory: ObjCBool = false
    let referenceIsFolder =
      FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory) && isDirectory.boolValue
      || reference.hasSuffix("/") || !["png", "json"].contains(referenceExtension)
    let layouts: [Bool]
    switch kinds {
    case .image?: layouts = [false]
    case .layout?: layouts = [true]
    case .imageAndLayout?: layouts = [false, true]
    case nil: layouts = [!referenceIsFolder && referenceExtension == "json"]
    }
    let count = scenes.count * devices.count * layouts.count
    if !referenceIsFolder {
      guard !accessibility else {
        throw .reference("\(reference): accessibility snapshots need a folder of references, not one file")
      }
      guard count == 1 else {
        throw .reference(
          "\(reference): \(count) snapshots (scenes × devices × kinds) need a folder of references, not "
            + "one file")
      }
      let wanted = layouts[0] ? "json" : "png"
      guard referenceExtension == wanted else {
        throw .reference("\(reference): a \(layouts[0] ? "layout" : "image") reference is a .\(wanted) file")
      }
      checks = [
        Check(
          scene: scenes[0], device: devices[0], layout: layouts[0],
          name: Self.baseName(of: scenes[0]) + (devices[0].map { "." + $0.name } ?? ""), reference: reference)
      ]
      return
    }
    var checks: [Check] = []
    var owners: [String: String] = [:]
    for scene in scenes {
      let base = Self.baseName(of: scene)
      if let other = owners[base], other != scene {
        throw .nameClash(
          "\(other) and \(scene) would share the reference name \"\(base)\"; snapshot them into "
            + "different folders")
      }
      owners[base] = scene
      for device in devices {
        for layout in layouts {
          let name = base + (device.map { "." + $0.name } ?? "")
          checks.append(
            Check(
              scene: scene, device: device, layout: layout, name: name,
              reference: (reference as NSString).appendingPathComponent(name + (layout ? ".json" : ".png"))))
        }
        if accessibility {
          let name = base + (device.map { "." + $0.name } ?? "")
          var check = Check(
            scene: scene, device: device, layout: false, name: name + ".accessibility",
            reference: (reference as NSString).appendingPathComponent(name + ".accessibility.txt"))
          check.accessibility = true
          checks.append(check)
        }
      }
    }
    self.checks = checks
  }

  /// The scene file's name without extension, or its folder's name for `scene.json`.
  public static func baseName(of scene: String) -> String {
    let stem = ((scene as NSString).lastPathComponent as NSString).deletingPathExtension
    guard stem == "scene" else { return stem }
    let folder = ((scene as NSString).deletingLastPathComponent as NSString).lastPathComponent
    return folder.isEmpty || folder == "." ? stem : folder
  }
}
