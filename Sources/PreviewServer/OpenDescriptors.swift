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

  /// How many of them are sockets (their `/proc/self/fd` link reads `socket:[…]`): the
  /// connections a bound on connections counts, whatever files other work in the process holds.
  static func socketCount() -> Int {
    guard let directory = opendir("/proc/self/fd") else { return 0 }
    defer { closedir(directory) }
    var count = 0
    var target = [CChar](repeating: 0, count: 32)
    // The name is read in place up to its NUL: a `dirent` is only as long as its name, so
    // copying `d_name`'s declared 256 bytes can run past the end of readdir's buffer.
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    while let entry = readdir(directory) {
      let namePointer = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
      guard namePointer.pointee != CChar(UInt8(ascii: ".")) else { continue }
      let name = String(cString: namePointer)
      let length = readlink("/proc/self/fd/" + name, &target, target.count - 1)
      if length >= 7, String(decoding: target[0..<7].map { UInt8(bitPattern: $0) }, as: UTF8.self) == "socket:" {
        count += 1
      }
    }
    return count
  }

  /// The process's limit on open descriptors (`RLIMIT_NOFILE`'s soft limit, getrlimit(2)).
  static func limit() -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_024 }
    return limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)  // RLIM_INFINITY is all ones
  }
}
