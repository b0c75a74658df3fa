import CollectionRender
import DisplayList
import SceneModel
import UIKit

/// How a cell built with configurations looks, read into the scene model: a cell whose
/// `contentConfiguration` is a `UIListContentConfiguration` (or a list cell with accessories or
/// a background configuration) becomes an item with the same list content, background,
/// accessories and state as a scene file would give it — so the composer draws it through the
/// one path, with the list's metrics. Images named by file are decoded through the process's
/// image library; a file that cannot be decoded is a failure of the render.
@MainActor
enum ConfiguredCellLook {
  /// The item a configured cell shows, or nil when the cell has no list configuration (its views
  /// are read instead).
  static func item(_ cell: UICollectionViewCell, isEditing: Bool) throws(UIKitLayoutError) -> ItemData? {
    cell.updateConfigurationIfNeeded()
    let list = cell as? UICollectionViewListCell
    let content = cell.contentConfiguration as? UIListContentConfiguration
    let accessories = list?.accessories ?? []
    guard content != nil || cell.backgroundConfiguration != nil || !accessories.isEmpty else { return nil }
    var item = ItemData(
      isSelected: cell.isSelected, isHighlighted: cell.isHighlighted,
      contentConfiguration: try content.map(model), backgroundConfiguration: cell.backgroundConfiguration?.model ?? nil,
      accessories: accessories.filter { !$0.isHidden }.map(\.model), isDisabled: content?.state?.isDisabled ?? false,
      isEditing: isEditing, isExpanded: cell.outlinePosition?.isExpanded ?? false)
    item.title = content?.text
    return item
  }

  /// A header or footer built with a list content configuration, or nil.
  static func supplementary(_ view: UICollectionReusableView, style: SupplementaryStyle) throws(UIKitLayoutError)
    -> SupplementaryContent?
  {
    guard let cell = view as? UICollectionViewCell else { return nil }
    cell.updateConfigurationIfNeeded()
    let content = cell.contentConfiguration as? UIListContentConfiguration
    guard content != nil || cell.backgroundConfiguration != nil else { return nil }
    return SupplementaryContent(
      style: style, title: content?.text, contentConfiguration: try content.map(model),
      backgroundConfiguration: cell.backgroundConfiguration?.model ?? nil)
  }

  /// The configuration in the model's terms, its image resolved.
  static func model(_ configuration: UIListContentConfiguration) throws(UIKitLayoutError) -> ListContentConfiguration {
    var model = configuration.model
    switch configuration.image?.source {
    case nil:
      model.image = nil
    case .symbol(let name)?:
      model.image = .symbol(name)
    case .file(let path)?:
      do {
        let bitmap = try ImageLibrary.shared.load(resolvedPath: path)
        model.image = .image(SceneImage(path: path, bitmap: bitmap, scale: SceneImage.scale(ofFileNamed: path)))
      } catch {
        throw UIKitLayoutError(layout: "UIImage", call: "init(named:)", reason: error.reason)
      }
    }
    if let tint = configuration.image?.tint, model.imageProperties.tintColor == nil {
      model.imageProperties.tintColor = tint.configurationColor
    }
    // iOS 18's `alpha` fades the whole content: its texts and a tinted image.
    let alpha = Double(configuration.alpha)
    if alpha < 1 {
      let fade = max(0, alpha)
      model.textProperties.color = model.textProperties.color.multiplyingAlpha(by: fade)
      model.secondaryTextProperties.color = model.secondaryTextProperties.color.multiplyingAlpha(by: fade)
      model.imageProperties.tintColor = (model.imageProperties.tintColor ?? .tint).multiplyingAlpha(by: fade)
    }
    return model
  }
}
