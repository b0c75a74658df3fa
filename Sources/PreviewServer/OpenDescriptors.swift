import Foundation

/// The descriptors the process has open, and how many it may.
enum OpenDescriptors {
  /// How many are open, counted in `/proc/self/fd` (proc(5)); 0 where that cannot be listed.
  static func count() -> Int {
    guard let directory = opendir("/proc/self/fd") else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
      if entry.pointee.d_name.0 != CChar(UInt8(ascii: ".")) { count += 1 }
    }
    return count - 1  // the descriptor of the listing itself
  }

  /// The process's limit on open descriptors (`RLIMIT_NOFILE`'s soft limit, getrlimit(2)).
  static func limit() -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_024 }
    return limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)  // RLIM_INFINITY is all ones
  }
}
