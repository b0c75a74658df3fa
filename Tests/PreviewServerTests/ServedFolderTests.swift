import Foundation
import Testing

@testable import PreviewServer

/// Which request paths name a scene under the served folder, and which are refused and how.
@Suite struct ServedFolderTests {
  @Test(arguments: [
    ("a.json", "a.json"), ("sub/b%20c.json", "sub/b c.json"), ("%C3%A9t%C3%A9.json", "été.json"),
  ])
  func namesAreDecodedSegmentBySegment(_ encoded: String, _ decoded: String) throws {
    #expect(try ServedFolder.decodedName(Substring(encoded)) == decoded)
  }

  @Test(arguments: [
    "..", "../a.json", "sub/../../a.json", "%2e%2e/a.json", "%2E%2e/a.json", ".%2e/a.json",
    "sub/%2e%2e%2f%2e%2e%2fa.json",
    "..%2fa.json", "%2Fetc%2Fpasswd", "/etc/passwd", "sub//a.json", "./a.json", "..%5ca.json", "a/",
  ])
  func traversalIsRefusedAsOutside(_ encoded: String) {
    #expect(throws: ServedFolder.Refusal.self) { try ServedFolder.decodedName(Substring(encoded)) }
    if case .outside? = Self.refusal(encoded) {
    } else {
      Issue.record("\(encoded): \(String(describing: Self.refusal(encoded)))")
    }
  }

  @Test(arguments: ["a%00.json", "%ff.json", "a%2", String(repeating: "a", count: 2_000)])
  func malformedNamesAreRefused(_ encoded: String) {
    if case .malformed? = Self.refusal(encoded) {
    } else {
      Issue.record("\(encoded): \(String(describing: Self.refusal(encoded)))")
    }
  }

  static func refusal(_ encoded: String) -> ServedFolder.Refusal? {
    do throws(ServedFolder.Refusal) {
      _ = try ServedFolder.decodedName(Substring(encoded))
      return nil
    } catch {
      return error
    }
  }

  @Test func linksAreFollowedAndMustStayInside() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = FileManager.default
    try files.createDirectory(at: root.appendingPathComponent("in/sub"), withIntermediateDirectories: true)
    try files.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
    for name in ["in/a.json", "in/sub/b.json", "out/secret.json"] {
      try "{}".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try files.createSymbolicLink(
      atPath: root.path + "/in/out.json", withDestinationPath: root.path + "/out/secret.json")
    try files.createSymbolicLink(atPath: root.path + "/in/outdir", withDestinationPath: "../out")
    try files.createSymbolicLink(atPath: root.path + "/in/alias.json", withDestinationPath: "sub/b.json")
    let served = try ServedFolder(path: root.path + "/in")
    #expect(try served.scene(named: "a.json") == root.path + "/in/a.json")
    #expect(try served.scene(named: "alias.json") == root.path + "/in/alias.json")
    #expect(throws: ServedFolder.Refusal.outside("out.json: outside the served folder")) {
      try served.scene(named: "out.json")
    }
    #expect(throws: ServedFolder.Refusal.outside("outdir/secret.json: outside the served folder")) {
      try served.scene(named: "outdir/secret.json")
    }
    #expect(throws: ServedFolder.Refusal.notFound("sub: not a scene file")) { try served.scene(named: "sub") }
    #expect(throws: ServedFolder.Refusal.notFound("nope.json: no such scene")) { try served.scene(named: "nope.json") }
    // The index lists the JSON files inside (links to files included, hidden files not).
    #expect(served.sceneNames().contains("sub/b.json"))
    #expect(served.sceneNames().contains("a.json"))

    // One file: only it is served.
    let one = try ServedFolder(path: root.path + "/in/a.json")
    #expect(one.sceneNames() == ["a.json"])
    #expect(try one.scene(named: "a.json") == root.path + "/in/a.json")
    #expect(throws: ServedFolder.Refusal.self) { try one.scene(named: "sub/b.json") }
  }
}
