/// The command line a report offers to accept one snapshot's change: the run's own arguments,
/// so the snapshot is rendered exactly as it was (devices, offsets, traits, tolerance), less
/// those that chose what to check or where to report.
enum AcceptCommand {
  /// Options whose value is dropped with them: they select snapshots, record, or report.
  static let droppedOptions: Set<String> = ["--report", "--shard", "--record", "--filter"]
  /// Flags dropped: they only change how the run reports.
  static let droppedFlags: Set<String> = ["--json", "--report-self-contained"]

  /// `arguments` (after the command name) without the scenes, the dropped options and flags.
  static func keptArguments(_ arguments: [String], scenes: Set<String>) -> [String] {
    var kept: [String] = []
    var index = arguments.first == "snapshot" ? 1 : 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
      if droppedOptions.contains(argument) {
        index += 1
      } else if droppedOptions.contains(name) || droppedFlags.contains(argument) || scenes.contains(argument) {
        continue
      } else {
        kept.append(argument)
      }
    }
    return kept
  }

  /// `arguments` as one line for a POSIX shell, each quoted when it holds anything but letters,
  /// digits and `_ . / = : , @ % + -`.
  static func shellLine(_ arguments: [String]) -> String {
    arguments.map { argument in
      let plain =
        !argument.isEmpty
        && argument.unicodeScalars.allSatisfy {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_./=:,@%+-".unicodeScalars.contains($0))
        }
      return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }.joined(separator: " ")
  }
}
