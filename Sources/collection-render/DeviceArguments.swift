import ArgumentParser
import Snapshots

/// `--device` values: a preset of ``Device/presets`` (the one table `render`, `snapshot` and the
/// preview share), `WIDTHxHEIGHT@SCALE`, and, where several devices make sense, `all`.
enum DeviceArguments {
  /// The devices `names` give (each may be comma-separated), each once, in order; `all` expands
  /// to every preset when `allowsAll`. A name that is none of these is a usage error (exit 64)
  /// listing the presets.
  static func devices(_ names: [String], allowsAll: Bool) throws(ValidationError) -> [Device] {
    var result: [Device] = []
    for name in names.flatMap({ $0.split(separator: ",").map(String.init) }) {
      if allowsAll && name.lowercased() == "all" {
        result += Device.presets
      } else if let device = Device(argument: name) {
        result.append(device)
      } else {
        let presets = Device.presets.map(\.name).joined(separator: ", ")
        throw ValidationError(
          "--device \(name): not a device; use \(presets)\(allowsAll ? ", all, or" : " or") WIDTHxHEIGHT@SCALE")
      }
    }
    var seen = Set<String>()
    return result.filter { seen.insert($0.name).inserted }
  }

  /// The usage error for `--device` given with `--bounds` or `--scale`, which it replaces.
  static let conflict = ValidationError(
    "--device sets the bounds and scale; give either --device or --bounds/--scale")
}
