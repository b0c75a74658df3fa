import ArgumentParser
import CollectionRender
import CommandLineSupport
import Foundation
import ImageDiff
import SceneFile
import SceneModel
import Snapshots

/// `collection-render snapshot`: renders scenes and checks them against references.
struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Render scenes (on devices) and compare them with reference images or layouts, or record the references.",
    discussion: """
      With one scene, one device and one kind, --reference is the reference file; otherwise it \
      is a folder holding <name>[.<device>].png (images) and .json (layouts), where <name> is \
      the scene file's name — or its folder's name when the file is called scene.json.

      Layout snapshots (--layout) compare the `layout` command's JSON: geometry only, the same \
      on every machine whatever its fonts or Cairo version. Image snapshots compare pixels with \
      a tolerance (default ±2 per channel, no pixel beyond; see the tolerance options).

      Record modes (--record, or the RECORD environment variable): missing (the default) \
      records references that do not exist; failed also re-records those that differ; all \
      re-records every reference whose pixels or text changed; never records nothing — the \
      default when CI is set, so a CI retry can never pass by recording. A run that records \
      anything exits 1: nothing was verified, look at the new references and run again.

      On a mismatch, <name>.actual.png and <name>.diff.png (expected | differences | actual, or \
      pixelmatch's single panel with --diff-layout single) go to --artifacts (default \
      output/snapshot-failures, or SNAPSHOT_ARTIFACTS); a layout mismatch writes \
      <name>.actual.json beside them.

      Devices: iphone-se (375×667 @2x), iphone-15 (393×852 @3x), ipad-portrait (768×1024 @2x), \
      ipad-landscape (1024×768 @2x), all (the four), or WIDTHxHEIGHT@SCALE.

      --filter NAME (repeatable; a name as reports show it, or a glob) checks only those \
      snapshots: with --record failed it accepts one change. --shard K/N checks part K of N \
      (round-robin over scenes, devices and kinds); --shard auto reads GitLab's CI_NODE_INDEX/ \
      CI_NODE_TOTAL, CircleCI's CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL, Buildkite's \
      BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT (or a scheduler's, as frames does); \
      on GitHub Actions pass --shard ${{ matrix.shard }}/N. `collection-render merge-reports` \
      merges the shards' --report pages into one.

      --report writes an HTML page (a list with filters and search; per snapshot the diff, \
      actual, expected, side-by-side and slider views, the changed region close up, the files \
      and the command that accepts the change) with its images in <file name>-files/ beside it; \
      --report-self-contained puts them inside the one file.

      Exit status: 0 every snapshot matches; 1 some differ, were recorded, or are missing under \
      record mode never; 64 bad command line (also a bad --shard, --shard auto with no CI or \
      scheduler variables, a --filter that names no snapshot); 65 invalid scene, or a reference that is not a \
      valid PNG; 66 a scene is missing; 70 rendering failed; 73 a file cannot be written.

      Examples:
        collection-render snapshot samples/flow-grid/scene.json \\
          --reference snapshots/flow-grid.png
        collection-render snapshot samples/flow-grid/scene.json --device all \\
          --reference snapshots/
        collection-render snapshot samples/*/scene.json --layout \\
          --device iphone-se --reference snapshots/
        CI=1 collection-render snapshot samples/flow-grid/scene.json \\
          --reference snapshots/ --perceptual --json
        collection-render snapshot samples/flow-grid/scene.json --offset 0,40 \\
          --reference snapshots/flow-grid.png --report snapshots.html
        collection-render snapshot samples/flow-grid/scene.json \\
          samples/circle/scene.json --reference snapshots/ --shard 2/2 \\
          --report shard-2/report.html
      """)

  @Argument(help: "The scene files (JSON).")
  var scenes: [String]

  @Option(
    name: .long, help: ArgumentHelp("The reference file, or a folder of references.", valueName: "file-or-folder"))
  var reference: String

  @Option(
    name: .long, parsing: .singleValue,
    help: ArgumentHelp(
      "A device to render on (repeatable, or comma-separated): a preset, all, or WxH@S.", valueName: "device"))
  var device: [String] = []

  @Flag(name: .long, help: "Snapshot the layout (the `layout` command's JSON) instead of the image.")
  var layout = false

  @Flag(name: .long, help: "Snapshot the image too (with --layout).")
  var image = false

  @Flag(
    name: .long,
    help: "Snapshot what VoiceOver reads too: the reading order as text, <name>.accessibility.txt.")
  var accessibility = false

  @Flag(name: .long, help: "Layout snapshots list every element, not only the visible ones.")
  var all = false

  @OptionGroup var viewport: ViewportOptions

  @OptionGroup var traitOptions: TraitOptions
  @OptionGroup var fontFolders: FontFolderOptions

  @OptionGroup var variantOptions: VariantOptions

  @OptionGroup var documentation: DocumentationImageOptions

  @Option(
    name: .long,
    help: ArgumentHelp("Pixels per point, replacing the scene's scale (not with --device).", valueName: "scale"))
  var scale: Double?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "missing, failed, all or never; default: $RECORD, else never when CI is set, else missing.", valueName: "mode"))
  var record: RecordModeArgument?

  @OptionGroup(title: "Tolerance (image snapshots)") var tolerance: ToleranceOptions

  @OptionGroup(title: "Diff image (image snapshots)") var diffImage: DiffImageFlags

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Folder for the actual and diff images of failures; default $SNAPSHOT_ARTIFACTS, else output/snapshot-failures.",
      valueName: "folder"))
  var artifacts: String?

  @Flag(name: .long, help: "Print the report as JSON on standard output.")
  var json = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also write an HTML report: every snapshot, failures first, with filters, search, and the reference, actual "
        + "and diff images under tabs; its images (and data for merge-reports) go in <file name>-files/ beside it.",
      valueName: "file"))
  var report: String?

  @Flag(name: .long, help: "Write the HTML report as one file with its images inside (it cannot be merged).")
  var reportSelfContained = false

  @Option(
    name: .long, parsing: .singleValue,
    help: ArgumentHelp(
      "Check only the snapshots with this name (as reports show it, e.g. flow-grid.iphone-se) or glob "
        + "(flow-grid.*); repeatable.",
      valueName: "name"))
  var filter: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Check part K of N of the snapshots (K from 1), or auto: from the CI's or scheduler's parallel-job variables.",
      valueName: "K/N|auto"),
    transform: ShardArgument.parse)
  var shard: ShardArgument?

  struct RecordModeArgument: ExpressibleByArgument {
    var mode: RecordMode
    init?(argument: String) {
      guard let mode = RecordMode(text: argument) else { return nil }
      self.mode = mode
    }
  }

  func validate() throws {
    _ = try tolerance.tolerance(base: SnapshotCheck.defaultTolerance)
    _ = try diffImage.style()
    _ = try devices()
    if !device.isEmpty && (viewport.bounds != nil || scale != nil) {
      throw DeviceArguments.conflict
    }
    if reportSelfContained && report == nil { throw ValidationError("--report-self-contained goes with --report FILE") }
  }

  /// The snapshots this process checks: `--filter` and `--shard` (auto: from the environment).
  func selection() throws -> SnapshotSelection {
    switch shard {
    case nil: return SnapshotSelection(filters: filter, shard: nil)
    case .auto:
      return SnapshotSelection(
        filters: filter, shard: try SchedulerShard.fromEnvironment(ProcessInfo.processInfo.environment))
    case .part(let index, let count): return SnapshotSelection(filters: filter, shard: (index, count))
    }
  }

  /// The devices named by `--device`, or `[nil]` for the scene's own bounds.
  func devices() throws -> [Device?] {
    let devices = try DeviceArguments.devices(device, allowsAll: true)
    return devices.isEmpty ? [nil] : devices
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let tolerance = try self.tolerance.tolerance(base: SnapshotCheck.defaultTolerance)
    let diffStyle = try diffImage.style()
    try reportingComparisonErrors {
      try fontFolders.register()
      let record: RecordMode.Resolution
      do {
        record = try RecordMode.resolve(explicit: self.record?.mode, environment: environment)
      } catch {
        throw UsageError("\(error)")
      }
      let artifacts =
        artifacts ?? environment[SnapshotCheck.artifactsEnvironmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        ?? "output/snapshot-failures"
      let selection = try selection()
      let plan = selection.shardChecks(try plannedChecks())
      let traits = try traitOptions.assignments()
      let commandLineVariants = try variantOptions.commandLineVariants()
      var outcomes: [SnapshotOutcome] = []
      var variantFailure: ExitCode?
      for planned in plan {
        let overrides = SceneOverrides(
          bounds: viewport.bounds?.size, contentOffset: viewport.offset?.point, scale: scale,
          snapsToPixels: documentation.snapOverride, chrome: documentation.chromeOverride)
        let document = try SceneLoader.loadDocument(path: planned.scene, traits: traits)
        try checkTraitsLeaveVariantsTrue(
          traits, variants: document.usableVariants(replacingVariantsWith: commandLineVariants))
        // No variants: the scene as it is; else each variant under `<name>.<variant>`, a failed
        // one reported and skipped while the others are checked.
        let runs = document.runs(replacingVariantsWith: commandLineVariants)
        var sheet: [(name: String, bitmap: Bitmap)] = []
        var variantsToLookAt = false
        for run in runs {
          do {
            let variant = try run?.get()
            guard selection.includes(name: variant.map { planned.name + "." + $0.name } ?? planned.name) else {
              continue
            }
            let loaded = try variant.map { try SceneLoader.load(path: planned.scene, traits: traits + $0.traits) }
            let scene = try SceneSnapshot.scene(try overrides.apply(to: loaded ?? document.scene), on: planned.device)
            let content =
              planned.accessibility
              ? SceneSnapshot.accessibility(of: scene)
              : planned.layout ? SceneSnapshot.layout(of: scene, allElements: all) : try SceneSnapshot.image(of: scene)
            let check = SnapshotCheck(
              name: variant.map { planned.name + "." + $0.name } ?? planned.name,
              reference: variant.map { SceneVariant.path(planned.reference, variant: $0.name) } ?? planned.reference,
              artifacts: artifacts, tolerance: tolerance, record: record, diffStyle: diffStyle)
            var outcome = try check.run(content)
            outcome.scene = planned.scene
            outcomes.append(outcome)
            if !json { printText(outcome) }
            if let variant, case .image(let bitmap, _, _) = content { sheet.append((variant.name, bitmap)) }
            if variant != nil && outcome.result != .match { variantsToLookAt = true }
          } catch let error as SceneError where run != nil {
            let code = ExitStatus.report(error)
            if variantFailure == nil { variantFailure = code }
          }
        }
        try writeVariantSheet(sheet, named: planned.name, in: artifacts, lookAt: variantsToLookAt)
      }
      try finish(outcomes, tolerance: tolerance)
      try conclude(outcomes, record: record, tolerance: tolerance, variantFailure: variantFailure)
    }
  }

  /// The variants of snapshot `name` side by side, for a person to look at when one of them
  /// changed or was recorded (`lookAt`); not compared with anything. When every variant matched,
  /// nothing is written, and an earlier run's sheet, as its actual and diff images, no longer
  /// says anything true: it is removed.
  func writeVariantSheet(
    _ sheet: [(name: String, bitmap: Bitmap)], named name: String, in artifacts: String, lookAt: Bool
  ) throws {
    guard sheet.count > 1 else { return }
    let sheetPath = (artifacts as NSString).appendingPathComponent(name + ".variants.png")
    if lookAt {
      try ImageFile.write(VariantSheet.sideBySide(sheet), to: sheetPath)
      if !json { print("           variants:  \(sheetPath)") }
    } else {
      try? FileManager.default.removeItem(atPath: sheetPath)
    }
  }

  /// Prints the summary (or the JSON report) and exits as the outcomes say: a variant's scene
  /// error first, then a snapshot's missing or invalid scene, then 1 for any failure.
  func conclude(
    _ outcomes: [SnapshotOutcome], record: RecordMode.Resolution, tolerance: Tolerance, variantFailure: ExitCode?
  ) throws {
    if json {
      print(self.report(outcomes, record: record, tolerance: tolerance).rendered(), terminator: "")
    } else {
      print(summary(outcomes, record: record))
    }
    if let variantFailure { throw variantFailure }
    if let problem = outcomes.lazy.compactMap(\.problem).first {
      throw ExitCode(problem.kind == .invalid ? ExitStatus.invalidInput : ExitStatus.missingInput)
    }
    if !outcomes.allSatisfy(\.passed) { throw ExitCode(1) }
  }

  /// Refuses a `--filter` that named no snapshot, and writes the `--report`.
  func finish(_ outcomes: [SnapshotOutcome], tolerance: Tolerance) throws {
    if outcomes.isEmpty && !filter.isEmpty && shard == nil {
      throw UsageError("--filter \(filter.joined(separator: ", ")): no snapshot of this run is called so")
    }
    if let report {
      try HTMLReport(snapshots: outcomes, tolerance: tolerance, acceptCommand: acceptCommand).write(
        to: report, images: reportSelfContained ? .embedded : .files)
    }
  }

  /// The command line that records `outcome`'s actual content as its reference and nothing
  /// else: this run's arguments for its scene alone, with `--filter` its name and `--record failed`.
  func acceptCommand(_ outcome: SnapshotOutcome) -> String? {
    guard let scene = outcome.scene else { return nil }
    let arguments =
      ["collection-render", "snapshot", scene]
      + AcceptCommand.keptArguments(
        Array(CommandLine.arguments.dropFirst()), scenes: Set(scenes))
      + ["--filter", outcome.name, "--record", "failed"]
    return AcceptCommand.shellLine(arguments)
  }

  /// Every (scene, device, kind) to check, with its reference path.
  func plannedChecks() throws -> [SnapshotPlan.Check] {
    let kinds: SnapshotPlan.Kinds? = layout ? (image ? .imageAndLayout : .layout) : (image ? .image : nil)
    let devices = try devices()
    do throws(SnapshotPlan.Problem) {
      return try SnapshotPlan(
        scenes: scenes, devices: devices, kinds: kinds, reference: reference, accessibility: accessibility
      ).checks
    } catch {
      if case .reference = error { throw UsageError("--reference \(error)") }
      throw UsageError("\(error)")
    }
  }

  func printText(_ outcome: SnapshotOutcome) {
    print(outcome.line)
    guard outcome.result != .match else { return }
    if let suggestion = outcome.image?.suggestion, outcome.result == .differ { print("           \(suggestion)") }
    if let text = outcome.text, outcome.result != .match { for line in text.excerpt { print("           \(line)") } }
    if outcome.result != .recorded || outcome.replacedExisting { print("           reference: \(outcome.reference)") }
    if let actual = outcome.actualPath { print("           actual:    \(actual)") }
    if let diff = outcome.diffPath { print("           diff:      \(diff)") }
    if outcome.result == .differ, let metadata = outcome.metadata, let reference = outcome.referenceMetadata {
      for line in metadata.differences(fromReference: reference) { print("           \(line)") }
    }
  }

  func summary(_ outcomes: [SnapshotOutcome], record: RecordMode.Resolution) -> String {
    func count(_ result: SnapshotOutcome.Result) -> Int { outcomes.filter { $0.result == result }.count }
    var text =
      "\(outcomes.count) snapshot\(outcomes.count == 1 ? "" : "s"): \(count(.match)) match, \(count(.differ)) differ, "
      + "\(count(.recorded)) recorded, \(count(.missing)) missing, \(count(.unreadable)) unreadable; record mode "
      + "\(record)"
    if count(.recorded) > 0 {
      text += "\nrecorded references were not verified: look at them, commit them, and run again"
    }
    if count(.differ) > 0 {
      text +=
        "\nto accept the differences: run again with --record failed (or RECORD=failed), then review the changed "
        + "references"
      text += "\nrendered with \(RendererInfo.versions)"
    }
    if count(.missing) > 0 {
      text += "\nmissing references are recorded with --record missing (the default outside CI)"
    }
    return text
  }

  func report(_ outcomes: [SnapshotOutcome], record: RecordMode.Resolution, tolerance: Tolerance) -> JSONText {
    func count(_ result: SnapshotOutcome.Result) -> JSONText {
      .number(Double(outcomes.filter { $0.result == result }.count))
    }
    let result =
      outcomes.contains { $0.result == .unreadable } ? "error" : outcomes.allSatisfy(\.passed) ? "match" : "fail"
    return .object([
      ("result", .string(result)),
      ("version", .string(PackageVersion.current)),
      ("recordMode", .object([("mode", .string(record.mode.rawValue)), ("source", .string(record.source.rawValue))])),
      ("tolerance", .tolerance(tolerance)),
      ("renderer", .string(RendererInfo.versions)),
      (
        "summary",
        .object([
          ("snapshots", .number(Double(outcomes.count))), ("match", count(.match)), ("differ", count(.differ)),
          ("recorded", count(.recorded)), ("missing", count(.missing)), ("unreadable", count(.unreadable)),
        ])
      ),
      ("snapshots", .array(outcomes.map(JSONText.outcome))),
    ])
  }
}
