import CollectionRender
import Foundation
import Testing

@testable import PreviewServer

/// The view's traits and variants, applied as `render` applies them (the library's loader), and a
/// tap played as a timeline's `taps` segment plays it.
@Suite struct PreviewTraitsTests {
  static let scene = """
    {"bounds": {"width": 120, "height": 100}, "scale": 1,
     "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}},
     "style": {"backgroundColor": "systemBackground"},
     "sections": [{"itemCount": 12, "itemTitle": "{item}"}],
     "variants": [{"name": "light", "traits": {}},
                  {"name": "rtl", "traits": {"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark"}}]}
    """

  static func site() throws -> (PreviewSite, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("traits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try scene.write(to: root.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    return (PreviewSite(served: try ServedFolder(path: root.path)), root)
  }

  static func get(_ site: PreviewSite, _ target: String) -> PreviewSite.Response {
    site.respond(method: "GET", target: target, headers: [], bodyLength: 0)
  }

  static func info(_ site: PreviewSite, _ query: String) throws -> [String: Any] {
    let response = get(site, "/info/s.json?" + query)
    #expect(response.status == 200, "\(String(decoding: response.bytes, as: UTF8.self))")
    return try #require(try JSONSerialization.jsonObject(with: Data(response.bytes)) as? [String: Any])
  }

  @Test func variantsAndTraitsAreTheLoadersAndTheViewsTraitsComeLast() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    let plain = try Self.info(site, "")
    #expect(plain["variants"] as? [String] == ["light", "rtl"])
    #expect((plain["traits"] as? [String: String])?["layoutDirection"] == "leftToRight")
    let rtl = try Self.info(site, "variant=rtl")
    #expect((rtl["traits"] as? [String: String])?["layoutDirection"] == "rightToLeft")
    #expect((rtl["traits"] as? [String: String])?["userInterfaceStyle"] == "dark")
    // The page's controls go over the variant's traits.
    let light = try Self.info(site, "variant=rtl&traits=userInterfaceStyle%3Dlight")
    #expect((light["traits"] as? [String: String])?["userInterfaceStyle"] == "light")
    #expect((light["traits"] as? [String: String])?["layoutDirection"] == "rightToLeft")

    // The image of a variant is the image `render` writes for it: the loader with its traits.
    let image = Self.get(site, "/image/s.json?variant=rtl")
    let loaded = try SceneLoader.load(
      path: root.path + "/s.json",
      traits: [
        TraitAssignment(name: "layoutDirection", value: "rightToLeft"),
        TraitAssignment(name: "userInterfaceStyle", value: "dark"),
      ])
    let pipeline = Pipeline(scene: loaded)
    #expect(image.bytes == (try pipeline.render(as: .png, png: PNGCompressionSetting.defaultOptions)))
    #expect(image.bytes != Self.get(site, "/image/s.json").bytes)
    let dark = Self.get(site, "/image/s.json?traits=userInterfaceStyle%3Ddark")
    #expect(dark.status == 200 && dark.bytes != Self.get(site, "/image/s.json").bytes)
  }

  @Test func anUnknownVariantOrTraitIsRefusedWithTheChoices() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = Self.get(site, "/image/s.json?variant=sepia")
    #expect(missing.status == 404)
    #expect(String(decoding: missing.bytes, as: UTF8.self).contains("the scene has light, rtl"))
    let trait = Self.get(site, "/image/s.json?traits=userInterfaceStyle%3Dsepia")
    #expect(trait.status == 400)
    #expect(String(decoding: trait.bytes, as: UTF8.self).contains("is not one of: light, dark"))
    #expect(Self.get(site, "/image/s.json?variant=a%2Fb").status == 400)
  }

  @Test func aTapHighlightsThenSelectsTheItemUnderIt() throws {
    let (site, root) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    // Item 1 of the flow grid: x 70…120, y 0…50.
    let facts = try Self.info(site, "play=tap&at=90,20&frame=0")
    let count = try #require(facts["frameCount"] as? Int)
    #expect(count > 6)
    #expect((facts["segments"] as? [[String: Any]])?.first?["type"] as? String == "taps")
    let last = try Self.info(site, "play=tap&at=90,20&frame=\(count - 1)")
    let states = try #require(last["states"] as? [[String: Any]])
    #expect(states.count == 1)
    #expect(states.first?["item"] as? Int == 1 && states.first?["selected"] as? Bool == true)
    let first = Self.get(site, "/image/s.json?play=tap&at=90,20&frame=0").bytes
    let end = Self.get(site, "/image/s.json?play=tap&at=90,20&frame=\(count - 1)").bytes
    #expect(!first.isEmpty && first != end)
  }

  @Test(arguments: ["traits=userInterfaceStyle", "traits=colour%3Dred", "variant=", "play=tap", "at=1,1"])
  func traitAndTapQueriesThePageCannotHaveSentAreRefused(_ query: String) {
    #expect(throws: PreviewView.QueryError.self) { try PreviewView(query: query) }
  }
}
