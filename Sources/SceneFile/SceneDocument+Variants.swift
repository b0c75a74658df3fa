import Foundation
import SceneModel

extension SceneDocument {
  /// What a command draws of this document, in order: the scene as it is (nil) when it has no
  /// variants, else each variant — the file's, or `given` instead when a caller names its own
  /// (a command line's `--variant`); a variant the file gets wrong is its error, and the others
  /// are still drawn. Each variant is the scene loaded again with the caller's traits and then
  /// the variant's.
  public func runs(replacingVariantsWith given: [SceneVariant]? = nil) -> [Result<SceneVariant, SceneError>?] {
    let variants = given.map { $0.map { Result<SceneVariant, SceneError>.success($0) } } ?? self.variants
    return variants.isEmpty ? [nil] : variants.map { $0 }
  }

  /// The variants `runs(replacingVariantsWith:)` draws that can be used.
  public func usableVariants(replacingVariantsWith given: [SceneVariant]? = nil) -> [SceneVariant] {
    runs(replacingVariantsWith: given).compactMap { try? $0?.get() }
  }
}

extension SceneVariant {
  /// Where variant `name` of the output `path` goes: its name before the extension, as
  /// swift-snapshot-testing names references (`grid.png` → `grid.dark.png`; `grid` → `grid.dark`).
  public static func path(_ path: String, variant name: String) -> String {
    let ext = (path as NSString).pathExtension
    guard !ext.isEmpty else { return path + "." + name }
    return (path as NSString).deletingPathExtension + "." + name + "." + ext
  }
}
