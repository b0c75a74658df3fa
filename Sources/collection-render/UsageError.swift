import CollectionRender

/// A mistake in the command line itself (a flag's value, a missing flag), reported with the
/// flag's name; exit 64.
struct UsageError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }

  /// The library's complaint about an option, worded with the flag that gave it.
  init(_ invalid: InvalidOption) {
    description = invalid.flag + (invalid.value.map { " " + $0 } ?? "") + ": " + invalid.reason
  }
}

extension InvalidOption {
  /// The flag that sets the option.
  var flag: String {
    switch option {
    case .bounds: "--bounds"
    case .contentOffset: "--offset"
    case .scale: "--scale"
    case .imageSize: "--bounds/--scale"
    case .pngCompression: "--png-compression"
    case .video: "--video"
    case .pattern: "--pattern"
    case .range: "--range"
    case .shard: "--shard"
    }
  }
}
