import ArgumentParser
import CairoBackend
import CollectionRender
import CommandLineSupport
import Foundation
import SceneFile
import SceneModel
import Snapshots

/// The exit code for each kind of error: the codes themselves are `CommandLineSupport`'s, shared
/// with `collection-render-serve`.
extension ExitStatus {
  /// Prints `error` as one line on standard error and returns the exit code for it. `file` (the
  /// scene being shown) names the input in messages that do not name a file themselves.
  static func report(_ error: any Error, file: String? = nil) -> ExitCode {
    var error = error
    if let invalid = error as? InvalidOption { error = UsageError(invalid) }
    let code: Int32
    switch error {
    case let error as SceneError: code = error.kind == .unreadable ? missingInput : invalidInput
    case let error as FontFolderError: code = error.kind == .unreadable ? missingInput : invalidInput
    case is UsageError, is OperandMismatch, is InvalidTraitOption: code = usage
    case is AtomicFile.WriteError: code = cannotWrite
    case let error as RenderError:
      // A font this machine lacks: the scene names something that is not there (like a missing
      // key's value), so it is invalid input here rather than a failure of the renderer.
      if case .unknownFontFamily = error { code = invalidInput } else { code = renderFailure }
    default: code = renderFailure
    }
    var message = "\(error)"
    if let file, error is RenderError { message = "\(file): \(message)" }
    if code == usage { message += " (see \(CollectionRenderCommand.helpCommand()))" }
    ErrorLine.print(message)
    return ExitCode(code)
  }
}

/// Runs `body`, turning any failure into its one-line message and exit code; `file` is the scene
/// the command shows, named in messages that name no file (an image too large to render).
func reportingErrors(file: String? = nil, _ body: () throws -> Void) throws {
  do {
    try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    throw ExitStatus.report(error, file: file)
  }
}
