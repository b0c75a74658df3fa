import Foundation
import Testing

@testable import CollectionRender

@Suite struct AtomicFileTests {
  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("nested/deeper/out.bin").path
    try AtomicFile.write([1, 2, 3], to: path)
    try AtomicFile.write([4, 5], to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([4, 5]))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("nested/deeper").path) == [
        "out.bin"
      ])
  }

  @Test func aDirectoryInTheWayIsAnError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1], to: folder.path) }
  }

  @Test func aFileWhereAFolderShouldBeIsAnError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    do {
      try AtomicFile.write([1], to: blocker.appendingPathComponent("x.png").path)
      Issue.record("wrote through a file")
    } catch {
      #expect(error.description.contains("blocker/x.png: cannot write"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blocker"])
  }
}
