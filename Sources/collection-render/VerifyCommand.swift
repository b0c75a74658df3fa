import ArgumentParser
import CollectionRender
import CommandLineSupport
import Foundation

/// `collection-render verify DIR`: checks a folder of frames against its manifest.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check a folder of frames against its manifest: every frame present, complete and of its size.",
    discussion: """
      Parts of a batch rendered anywhere (--range, --shard, --shard auto on a scheduler) merge by \
      copying their folders together; verify tells whether the union is the whole batch, and \
      prints the missing frames as --range arguments to render again.

      Temporary files left by interrupted runs (.frame_00012.png.PID.N.tmp) are listed too; a \
      run with --resume removes them.

      Exit status: 0 every frame is complete and nothing is left over; 1 some are missing or \
      incomplete, or temporary files are left over; 65 the manifest is not a frames manifest; 66 \
      the folder has no manifest.

      Examples:
        collection-render verify out
        collection-render frames scene.json --to 0,9000 --count 3000 --range 120..239 -o out
      """)

  @Argument(help: "The folder of frames (holding manifest.json).")
  var directory: String

  func run() throws {
    let check: FrameFolderCheck
    do {
      check = try FrameFolderCheck(directory: directory)
    } catch {
      ErrorLine.print("\(error)")
      if case .noManifest = error { throw ExitCode(ExitStatus.missingInput) }
      throw ExitCode(ExitStatus.invalidInput)
    }
    let missing = check.frameCount - check.completeCount
    print("\(directory): \(check.completeCount) of \(check.frameCount) frames complete, \(missing) missing")
    let leftovers = check.leftoverTemporaryFiles
    if !leftovers.isEmpty {
      print(
        "\(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") left by interrupted runs "
          + "(a run with --resume removes them):")
      for name in leftovers.prefix(20) { print("  \(ErrorLine.escaped(name))") }
      if leftovers.count > 20 { print("  … and \(leftovers.count - 20) more") }
    }
    guard !check.isComplete || !leftovers.isEmpty else { return }
    if !check.isComplete {
      print("render again (one run each, the same command and folder):")
      for range in check.missingRangeTexts { print("  --range \(range)") }
    }
    throw ExitCode(1)
  }
}
