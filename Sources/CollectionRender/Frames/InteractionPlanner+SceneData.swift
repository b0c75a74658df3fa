import CollectionLayout
import Motion
import SceneModel

/// The scene data interactions make: tap rules, identities for the diff, an update's frame scene
/// and the data after a move.
extension InteractionPlanner {
  /// The scene's own rule (item, else section, else scene) as an `ItemRule`.
  static func sceneRule(_ scene: Scene, _ item: KeyPath<ItemData, Bool?>, scene own: KeyPath<Scene, Bool>) -> ItemRule {
    var refused = Set<ElementIndexPath>()
    var allowed = Set<ElementIndexPath>()
    let sectionKey: KeyPath<SectionData, Bool?> = item == \ItemData.shouldHighlight ? \.shouldHighlight : \.shouldSelect
    for (s, section) in scene.sections.enumerated() {
      let sectionAnswer = section[keyPath: sectionKey] ?? scene[keyPath: own]
      for i in 0..<section.itemCount {
        let answer = (i < section.items.count ? section.items[i][keyPath: item] : nil) ?? sectionAnswer
        if answer {
          allowed.insert(ElementIndexPath(item: i, section: s))
        } else {
          refused.insert(ElementIndexPath(item: i, section: s))
        }
      }
    }
    if refused.isEmpty { return .always }
    return scene[keyPath: own] ? .except(refused) : .only(allowed)
  }

  /// Every item's identity for the diff: its `id`, else its title, else its position.
  static func identities(_ scene: Scene) -> [[String]] {
    scene.sections.enumerated().map { s, section in
      (0..<section.itemCount).map { i in
        let item = section.item(at: i, section: s)
        if let id = item?.id { return "id:" + id }
        if let title = item?.title { return "title:" + title }
        return "position:\(s):\(i)"
      }
    }
  }

  /// The scene an update's frames draw: section s holds `frameItems[s]` (new items, then the
  /// deleted old ones), with the selection before (deleted items) or after (the others).
  static func updateScene(
    before old: Scene, after new: Scene, frameItems: [[ItemUpdateAnimation.FrameItem]], before: ViewState,
    after: ViewState
  ) -> Scene {
    var scene = new
    let oldSelected = Set(before.selected)
    let oldHighlighted = Set(before.highlighted)
    let newSelected = Set(after.selected)
    let newHighlighted = Set(after.highlighted)
    scene.sections = frameItems.enumerated().map { s, items in
      var section = s < new.sections.count ? new.sections[s] : old.sections[s]
      section.items = ItemList(
        items.lazy.map { frameItem in
          var data: ItemData
          switch frameItem {
          case .after(let path):
            data = new.sections[path.section].item(at: path.item, section: path.section) ?? ItemData()
            data.isSelected = newSelected.contains(path)
            data.isHighlighted = newHighlighted.contains(path)
          case .before(let path):
            data = old.sections[path.section].item(at: path.item, section: path.section) ?? ItemData()
            data.isSelected = oldSelected.contains(path)
            data.isHighlighted = oldHighlighted.contains(path)
          }
          return data
        })
      section.itemCount = section.items.count
      return section
    }
    return scene
  }

  /// The data after an ended drag: the Xamarin guide's `MoveItem`, every item listed; the items' sizes
  /// are the resulting content's (with `staysWithSlot` each slot keeps its size, the Xamarin guide's
  /// Heights; with `travelsWithItem` the item keeps its own).
  static func moved(_ sections: [SectionData], move: ItemMove, content: LayoutContent) -> [SectionData] {
    let items = sections.enumerated().map { s, section in
      (0..<section.itemCount).map { section.item(at: $0, section: s) ?? ItemData() }
    }
    let moved = move.applied(to: items)
    return sections.enumerated().map { s, section in
      var section = section
      section.items = ItemList(moved[s])
      section.itemCount = moved[s].count
      if s < content.sections.count, let sizes = content.sections[s].itemSizes {
        for i in section.items.indices where i < sizes.count { section.items[i].size = sizes[i] }
      }
      return section
    }
  }
}
