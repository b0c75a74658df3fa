import SceneFile
import Testing

/// A scene error names its place as a typed JSON path or a place in the text, printed as the one
/// error line shows it.
@Suite struct SceneErrorLocationTests {
  /// The error decoding `text` as `scene.json` gives.
  static func error(decoding text: String) -> SceneError? {
    do throws(SceneError) {
      _ = try SceneDecoder.decode(Array(text.utf8), file: "scene.json") { (name: String) throws(SceneError) in
        throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
      }
      return nil
    } catch {
      return error
    }
  }

  @Test func anInvalidValueCarriesItsPath() throws {
    let error = try #require(
      Self.error(decoding: #"{"bounds": {"width": 320, "height": 480}, "sections": [{"items": 3, "itemSize": 4}]}"#))
    let path = try #require(error.location?.path)
    #expect(path.components.first == .key("sections"))
    #expect(path.components.dropFirst().first == .index(0))
    #expect(error.description.hasPrefix("scene.json: \(path): "))
  }

  @Test func aSyntaxErrorCarriesALineAndAColumn() throws {
    let error = try #require(Self.error(decoding: "{\n  \"bounds\": [,\n}"))
    #expect(error.kind == .syntax)
    guard case .position(let line, _) = error.location else {
      Issue.record("expected a line and column, got \(String(describing: error.location))")
      return
    }
    #expect(line == 2)
    #expect(error.location?.path == nil)
  }

  @Test func aPathAndItsPlaceInTheTextPrintTogether() {
    let path = JSONPath.root.appending("bounds").appending("width")
    let error = SceneError(
      kind: .invalid, file: "scene.json", location: .pathAt(path, line: 3, column: 25), reason: "must not be negative")
    #expect(error.description == "scene.json: $.bounds.width (line 3, column 25): must not be negative")
    #expect(error.location?.path == path)
  }
}
