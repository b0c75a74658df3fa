import Foundation

/// The temporary files interrupted runs leave in a folder of frames. Every frame (and the
/// manifest) is written to a hidden `.NAME.PID.RANDOM.tmp` beside it and renamed into place
/// (``AtomicFile``); a run killed between the two leaves its temporary file behind, which no
/// later run would otherwise notice, so a resumed folder would differ from an uninterrupted one.
///
/// Only files of that exact form whose process is gone count: a run still writing the folder
/// keeps its files.
public enum LeftoverTemporaryFiles {
  /// The names of the leftover temporary files in `directory`, sorted.
  public static func names(in directory: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
    return names.filter(isLeftover).sorted()
  }

  /// Removes the leftover temporary files in `directory`; returns the names removed.
  @discardableResult
  public static func remove(in directory: String) -> [String] {
    names(in: directory).filter { unlink((directory as NSString).appendingPathComponent($0)) == 0 }
  }

  /// Whether `name` is `.NAME.PID.RANDOM.tmp` and no process `PID` runs (kill(2) with signal 0).
  static func isLeftover(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0,
      UInt64(parts[parts.count - 1]) != nil
    else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
