import Foundation
import Testing

/// `collection-render serve` becomes `collection-render-serve`: neither loads a networking
/// library, the server runs in the same process (same pid, signals and exit
/// status), a missing server says which product to build, and the server runs directly too.
@Suite(.serialized) struct ServeExecutableTests {
  /// The shared objects the dynamic loader loads for `executable --version` (`LD_DEBUG=files`
  /// names each on standard error as it loads it).
  static func loadedLibraries(_ executable: URL) throws -> [String] {
    let result = try CLI.run(["--version"], environment: ["LD_DEBUG": "files"], executable: executable)
    #expect(result.status == 0)
    return result.stderr.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "file=") else { return nil }
      return line[range.upperBound...].split(separator: " ").first.map(String.init)
    }
  }

  @Test func neitherExecutableLoadsANetworkingLibrary() throws {
    let main = try Self.loadedLibraries(CLI.binary)
    #expect(main.contains { $0.hasPrefix("libFoundation.so") }, "\(main)")
    #expect(!main.contains { $0.contains("FoundationNetworking") }, "\(main)")
    #expect(!main.contains { $0.contains("curl") || $0.contains("ssl") || $0.contains("krb5") }, "\(main)")
    // Nor does the server: its HTTP library (SwiftNIO) is built on sockets, not on Foundation's
    // networking (the previous one loaded libFoundationNetworking, libcurl and its TLS at start).
    let server = try Self.loadedLibraries(CLI.serverBinary)
    #expect(server.contains { $0.hasPrefix("libFoundation.so") }, "\(server)")
    #expect(!server.contains { $0.contains("FoundationNetworking") || $0.contains("curl") }, "\(server)")
  }

  @Test func serveBecomesTheServerInTheSameProcess() throws {
    let server = try ServeProcess(["samples/flow-grid/scene.json"])
    let pid = server.process.processIdentifier
    // The process started as collection-render now runs collection-render-serve.
    let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
    #expect(URL(fileURLWithPath: running).lastPathComponent == "collection-render-serve", "\(running)")
    #expect(server.banner == "Serving samples/flow-grid/scene.json at \(server.url)")
    #expect(try server.get("/").status == 200)
    #expect(server.interrupt() == 130)
  }

  @Test func serveFindsTheServerThroughASymbolicLink() throws {
    let folder = try TemporaryFolder()
    let link = URL(fileURLWithPath: folder.path("collection-render"))
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: CLI.binary)
    let server = try ServeProcess(["samples/flow-grid/scene.json"], executable: link)
    #expect(try server.get("/").status == 200)
    #expect(server.interrupt() == 130)
  }

  @Test func withoutTheServerBesideItServeSaysWhichProductToBuild() throws {
    let folder = try TemporaryFolder()
    let alone = URL(fileURLWithPath: folder.path("collection-render"))
    try FileManager.default.copyItem(at: CLI.binary, to: alone)
    let missing = try CLI.run(["serve", "samples", "--port", "0"], executable: alone)
    #expect(missing.status == 69)
    let expected = "collection-render: error: \(folder.path("collection-render-serve")): not found;"
    #expect(missing.stderr.hasPrefix(expected), "\(missing.stderr)")
    #expect(missing.stderr.contains("--product collection-render-serve\""), "\(missing.stderr)")
    #expect(missing.stderr.split(separator: "\n").count == 1)
    #expect(missing.stdout.isEmpty)
    // There, but not a program that runs: the reason, and the same exit.
    try folder.write("collection-render-serve", "not a program")
    let unusable = try CLI.run(["serve", "samples", "--port", "0"], executable: alone)
    #expect(unusable.status == 69)
    #expect(
      unusable.stderr == "collection-render: error: \(folder.path("collection-render-serve")): cannot run: "
        + "Permission denied\n", "\(unusable.stderr)")
    // The command line is checked first, in collection-render itself.
    #expect(try CLI.run(["serve", "/nonexistent/scenes"], executable: alone).status == 66)
    #expect(try CLI.run(["serve", "samples", "--port", "70000"], executable: alone).status == 64)
    #expect(try CLI.run(["serve", "samples", "--host", "example.org"], executable: alone).status == 64)
    // Every other command works without it.
    #expect(try CLI.run(["layout", "samples/flow-grid/scene.json"], executable: alone).status == 0)
  }

  @Test func theServerRunsDirectlyWithTheSameArgumentsAndMessages() throws {
    let server = try ServeProcess(["samples/flow-grid/scene.json"], executable: CLI.serverBinary, command: [])
    #expect(server.banner == "Serving samples/flow-grid/scene.json at \(server.url)")
    #expect(try server.get("/image/scene.json").status == 200)
    #expect(server.interrupt() == 130)
    for arguments in [
      ["/nonexistent/scenes", "--port", "0"], ["samples", "--port", "70000"], ["samples", "--host", "example.org"],
      ["-x-", "--port", "0"],
    ] {
      let direct = try CLI.run(arguments, executable: CLI.serverBinary)
      let command = try CLI.run(["serve"] + arguments)
      #expect(direct.status == command.status, "\(arguments)")
      #expect(direct.status != 0)
      #expect(direct.stderr == command.stderr, "\(arguments)")
    }
    let help = try CLI.run(["--help"], executable: CLI.serverBinary)
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: collection-render-serve <path> [--port <port>] [--host <address>]"))
    #expect(help.stdout.contains("collection-render serve --help"))
  }
}
