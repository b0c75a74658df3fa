import Testing

@testable import SceneModel

/// Generated item titles: `{item}`, `{number}` and `{section}` expand; anything else stays.
@Suite struct ItemTitleTemplateTests {
  @Test(arguments: [
    ("{item}", "7"), ("Monkey {number}", "Monkey 8"), ("{section}/{item}/{number}", "2/7/8"),
    ("{{item}}", "{7}"), ("{items}", "{items}"), ("no placeholder", "no placeholder"), ("", ""),
    ("{item}{item}", "77"), ("猴子 {number}", "猴子 8"),
  ])
  func expands(format: String, title: String) {
    #expect(ItemTitleTemplate(format).expand(item: 7, section: 2) == title)
    #expect(ItemTitleTemplate(format).format == format)
  }
}
