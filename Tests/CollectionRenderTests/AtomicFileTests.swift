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

/// Outputs are only new paths or regular files; anything else stays as it was.
@Suite struct AtomicFileDestinationTests {
  @Test func aDeviceIsRefusedAndLeftAsItWas() throws {
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1, 2, 3], to: "/dev/null") }
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.writeFrame([1, 2, 3], to: "/dev/null") }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aFIFOIsRefusedAndLeftAsItWas() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("out.png").path
    #expect(mkfifo(fifo, 0o644) == 0)
    do {
      try AtomicFile.write([1], to: fifo)
      Issue.record("wrote into a FIFO")
    } catch {
      #expect(error.reason.contains("FIFO"))
    }
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
  }

  @Test func aFileInThePathGivesTheSystemsReason() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notdir-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file").path
    try AtomicFile.write([7], to: file)
    do {
      try AtomicFile.writeFrame([1], to: file + "/frame.png")
      Issue.record("wrote under a file")
    } catch {
      #expect(error.reason == "a part of the path is not a folder")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data([7]))
  }
}
