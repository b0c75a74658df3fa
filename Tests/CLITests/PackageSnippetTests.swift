import Foundation
import Testing

/// The README's `Package.swift` is a package that builds: `Examples/MyLayouts/Package.swift`
/// (built and tested by `scripts/test`) is the README's text with only the dependency line
/// changed from the URL a user copies to the repository's path. A change to either fails here
/// until both say the same.
@Suite struct PackageSnippetTests {
  /// The README's Swift block that is a whole `Package.swift` (it starts with the tools version).
  static func readmePackage() throws -> [String] {
    let readme = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var block: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var lines = block {
        if line.hasPrefix("```") {
          if lines.first?.hasPrefix("// swift-tools-version:") == true { return lines }
          block = nil
        } else {
          lines.append(line)
          block = lines
        }
      } else if line == "```swift" {
        block = []
      }
    }
    Issue.record("README.md has no ```swift block starting with // swift-tools-version:")
    return []
  }

  static func examplePackage() throws -> [String] {
    let url = CLI.repositoryRoot.appendingPathComponent("Examples/MyLayouts/Package.swift")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init).dropLast(1).map { $0 }
  }

  @Test func theExamplePackageIsTheReadmesWithOnlyTheDependencyLineChanged() throws {
    let readme = try Self.readmePackage()
    let example = try Self.examplePackage()
    #expect(readme.count == example.count, "README: \(readme.count) lines, Examples/MyLayouts: \(example.count)")
    let differing = zip(readme, example).filter { $0 != $1 }
    #expect(differing.count == 1, "lines that differ: \(differing)")
    let (copied, local) = try #require(differing.first)
    let indent = "    "
    #expect(local == indent + #".package(name: "collection-render", path: "../..")"#)
    #expect(
      copied.range(
        of: #"^    \.package\(url: "https://github\.com/[^"/]+/collection-render", from: "[0-9]+\.[0-9]+\.[0-9]+"\)$"#,
        options: .regularExpression) != nil, "\(copied)")
  }

  @Test func theReadmeAsksForTheCurrentVersion() throws {
    let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let readme = try Self.readmePackage()
    #expect(readme.contains { $0.contains(#"from: "\#(version)")"#) }, "collection-render --version is \(version)")
  }

  @Test func everyProductTheReadmeNamesExists() throws {
    let manifest = try String(
      contentsOf: CLI.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = try Self.readmePackage().joined(separator: "\n")
      .matches(of: #/\.product\(name: "([A-Za-z]+)", package: "collection-render"\)/#).map { String($0.1) }
    #expect(Set(products) == ["CollectionLayout", "CollectionRender", "CollectionRenderTesting"])
    for product in products {
      #expect(manifest.contains(#".library(name: "\#(product)""#), "\(product) is not a product of the package")
    }
  }
}
