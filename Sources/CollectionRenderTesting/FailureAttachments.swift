import Foundation
import Snapshots

#if canImport(Testing)
  import Testing
#endif

/// A failed snapshot's files attached to the Swift Testing test that failed, each named after
/// the snapshot (`gridOnPhones.iphone-se.actual.png`), so that `swift test --attachments-path DIR`
/// leaves files that say which snapshot and which side they are, not a row of `failure.png`s.
enum FailureAttachments {
  /// The files to attach, as (attachment name, file): the reference when it exists (and was not
  /// just recorded), the actual content and the diff image, each named as the reference file
  /// with its role before the extension: `grid.iphone-se.reference.png`, `….actual.png`, `….diff.png`.
  static func files(of outcome: SnapshotOutcome) -> [(name: String, path: String)] {
    let referenceFile = (outcome.reference as NSString).lastPathComponent
    var files: [(name: String, path: String)] = []
    if FileManager.default.fileExists(atPath: outcome.reference) && outcome.result != .recorded {
      files.append((insert("reference", into: referenceFile), outcome.reference))
    }
    if let actual = outcome.actualPath { files.append((insert("actual", into: referenceFile), actual)) }
    // The diff is always an image, whatever the reference is.
    if let diff = outcome.diffPath {
      files.append((insert("diff", into: (referenceFile as NSString).deletingPathExtension + ".png"), diff))
    }
    return files
  }

  /// `grid.iphone-se.png` with `role` before its last extension: `grid.iphone-se.actual.png`;
  /// `grid.accessibility.txt` → `grid.accessibility.actual.txt`.
  static func insert(_ role: String, into fileName: String) -> String {
    let ext = (fileName as NSString).pathExtension
    guard !ext.isEmpty else { return fileName + "." + role }
    return (fileName as NSString).deletingPathExtension + "." + role + "." + ext
  }

  /// Attaches the files of `outcome` to the current Swift Testing test (nothing under XCTest,
  /// whose Linux build has no attachments, or outside a test).
  static func record(_ outcome: SnapshotOutcome) {
    #if canImport(Testing) && compiler(>=6.2)
      guard Test.current != nil else { return }
      for file in files(of: outcome) {
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        Attachment.record([UInt8](data), named: file.name)
      }
    #endif
  }
}
