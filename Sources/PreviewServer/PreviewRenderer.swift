import CollectionRender
import Foundation

/// Renders what the preview page asks for, through the same `Pipeline` as `render` and the same
/// `FrameBatch` as `frames`: a scene's image, its layout attributes (the `layout` command's
/// JSON) and the facts the page's controls need. Each request reads the scene anew unless none
/// of the files it was read from changed; an animation's plan is kept for its frames.
///
/// Thread-safe: requests are served concurrently.
public final class PreviewRenderer: @unchecked Sendable {
  /// A scene as read, with the fingerprint of the files it was read from at that moment.
  struct Loaded {
    var document: SceneDocument
    var fingerprint: SceneFingerprint
  }

  private let lock = NSLock()
  private var loaded: [DocumentKey: Loaded] = [:]
  private var watched: [String: [String]] = [:]
  private var batches: [BatchKey: (fingerprint: SceneFingerprint, batch: FrameBatch)] = [:]

  /// The real path of the folder every file read must lie in (nil: anywhere).
  let folder: String?

  /// A renderer reading scenes, datasets and images anywhere, or only inside `folder` (a real
  /// path, links resolved): what lies outside is refused unread, whatever links say.
  public init(confinedTo folder: String? = nil) {
    self.folder = folder
  }

  /// The files a change of `file` is watched through: the scene file, and the datasets and
  /// images its last successful read named.
  public func watchedFiles(of file: String) -> [String] {
    lock.withLock { watched[file] } ?? [file]
  }

  /// A scene file read with traits over its own: each is kept apart.
  struct DocumentKey: Hashable {
    var file: String
    var traits: [TraitAssignment]
  }

  /// The most reads (a file under some traits) and planned animations kept: the page asks for a
  /// few at a time (one per variant side by side), and each trait tried adds one; a scene with a
  /// large dataset holds it in each, so they are few, and all are dropped when there are more.
  static let keptReads = 8

  /// The scene at `file` with `traits` over its own, read again when any file it came from
  /// changed.
  func document(_ file: String, traits: [TraitAssignment] = []) throws(PreviewFailure) -> Loaded {
    let key = DocumentKey(file: file, traits: traits)
    if let cached = lock.withLock({ loaded[key] }),
      cached.fingerprint == SceneFingerprint(files: cached.document.inputFiles)
    {
      return cached
    }
    // The files as they were before the read: a file saved during the read must not leave the
    // old scene cached under the new fingerprint.
    let filesBefore = watchedFiles(of: file)
    let before = SceneFingerprint(files: filesBefore)
    do throws(SceneError) {
      let document = try SceneLoader.loadDocument(path: file, traits: traits, confinedTo: folder)
      let result = Loaded(document: document, fingerprint: SceneFingerprint(files: document.inputFiles))
      let settled = filesBefore == document.inputFiles && before == result.fingerprint
      lock.withLock {
        if loaded.count >= Self.keptReads { loaded.removeAll() }
        // An unsettled read is used once, and read again next time.
        loaded[key] = settled ? result : nil
        watched[file] = document.inputFiles
      }
      return result
    } catch {
      lock.withLock { loaded[key] = nil }
      throw PreviewFailure(error, confinedTo: folder)
    }
  }

  /// The scene at `file` as the view asks: its variant (if any) with the view's traits over it,
  /// applied as `render` applies them (the library's loader, traits over the file's own).
  func variantDocument(_ file: String, view: PreviewView) throws(PreviewFailure) -> Loaded {
    let asWritten = try document(file, traits: view.variant == nil ? view.traits : [])
    guard let name = view.variant else { return asWritten }
    let named = asWritten.document.variants.first { entry in
      switch entry {
      case .success(let variant): variant.name == name
      case .failure: false
      }
    }
    guard case .success(let variant)? = named else {
      // A variant that does not read has no name to find it by: its error is the answer.
      for case .failure(let error) in asWritten.document.variants { throw PreviewFailure(error, confinedTo: folder) }
      let names = asWritten.document.variants.compactMap { try? $0.get().name }
      throw PreviewFailure(
        status: 404,
        message: "\(file): $.variants: no variant named \"\(name)\""
          + (names.isEmpty ? " (the scene has none)" : "; the scene has " + names.joined(separator: ", ")))
    }
    return try document(file, traits: variant.traits + view.traits)
  }

  /// The scene at `file` with the view's variant, traits, bounds, offset and scale.
  func scene(_ file: String, view: PreviewView) throws(PreviewFailure) -> (Loaded, Scene) {
    let loaded = try variantDocument(file, view: view)
    do throws(InvalidOption) {
      return (loaded, try view.overrides.apply(to: loaded.document.scene))
    } catch {
      throw PreviewFailure(status: 400, message: "\(file): \(error)")
    }
  }

  /// The image the view shows, as PNG bytes.
  public func png(_ file: String, view: PreviewView) throws(PreviewFailure) -> [UInt8] {
    let (loaded, scene) = try self.scene(file, view: view)
    if view.playback != nil {
      let batch = try self.batch(file, view: view, loaded: loaded, scene: scene)
      let index = try frameIndex(view, batch: batch, file: file)
      do throws(RenderError) {
        try batch.checkBudgets(index..<index + 1)
        var times = FrameBatch.StageTimes()
        return try batch.png(index, options: PNGCompressionSetting.defaultOptions, times: &times)
      } catch {
        throw PreviewFailure(status: 422, message: "\(file): \(error)")
      }
    }
    do throws(RenderError) {
      let pipeline = Pipeline(scene: scene)
      return try pipeline.render(at: pipeline.viewport(), as: .png, png: PNGCompressionSetting.defaultOptions)
    } catch {
      throw PreviewFailure(status: 422, message: "\(file): \(error)")
    }
  }

  /// The attributes of the elements the view draws, as the `layout` command prints them.
  public func layoutJSON(_ file: String, view: PreviewView) throws(PreviewFailure) -> String {
    let (loaded, scene) = try self.scene(file, view: view)
    if view.playback != nil {
      let batch = try self.batch(file, view: view, loaded: loaded, scene: scene)
      let index = try frameIndex(view, batch: batch, file: file)
      let (pipeline, attributes, viewport) = batch.content(of: index)
      return LayoutJSON.encode(
        contentSize: pipeline.prepared.contentSize, viewport: viewport, elements: attributes)
    }
    let pipeline = Pipeline(scene: scene)
    let viewport = pipeline.viewport()
    return LayoutJSON.encode(
      contentSize: pipeline.prepared.contentSize, viewport: viewport, elements: pipeline.attributesToDraw(at: viewport))
  }

  /// What the page's controls need: the content size, bounds, offset, inset and scale the view
  /// shows, its traits, the scene's variants and timeline (if any), the animation's frame count
  /// and segments when playing, and the items that are selected or highlighted.
  public func infoJSON(_ file: String, view: PreviewView) throws(PreviewFailure) -> String {
    let (loaded, scene) = try self.scene(file, view: view)
    let pipeline = Pipeline(scene: scene)
    let inset = scene.contentInset
    let contentSize = pipeline.prepared.contentSize
    var members: [(String, JSONText)] = [
      ("scene", .string(file)),
      ("contentSize", .object([("width", .number(contentSize.width)), ("height", .number(contentSize.height))])),
      ("bounds", .object([("width", .number(scene.bounds.width)), ("height", .number(scene.bounds.height))])),
      ("offset", .object([("x", .number(scene.contentOffset.x)), ("y", .number(scene.contentOffset.y))])),
      (
        "contentInset",
        .object([
          ("top", .number(inset.top)), ("left", .number(inset.left)), ("bottom", .number(inset.bottom)),
          ("right", .number(inset.right)),
        ])
      ),
      ("scale", .number(scene.scale)),
      ("traits", .object(scene.traits.assignments.map { ($0.name, .string($0.value)) })),
      ("variants", .array(loaded.document.variants.compactMap { try? JSONText.string($0.get().name) })),
      ("hasTimeline", .bool(loaded.document.timeline != nil)),
    ]
    if let timeline = loaded.document.timeline { members.append(("timelineFPS", .number(timeline.fps))) }
    var states = Self.states(scene)
    if view.playback != nil {
      let batch = try self.batch(file, view: view, loaded: loaded, scene: scene)
      let plan = batch.plan
      // The items' states at the frame shown: a tap's or a timeline's selection as it stands then.
      states = Self.states(plan.frame(try frameIndex(view, batch: batch, file: file)).state)
      members += [("frameCount", .int(plan.frameCount)), ("fps", .number(plan.fps))]
      members.append(
        (
          "segments",
          .array(plan.segments.map { .object([("type", .string($0.type)), ("startFrame", .number($0.startFrame))]) })
        ))
    }
    members.append(("states", .array(states)))
    return JSONText.object(members).text(in: Self.layout)
  }

  /// The layout of the page's JSON: compact, safe inside an HTML script.
  static let layout = JSONLayout(spaced: false, objectLineLevels: 0, arrayLineLevels: 0, escapes: .htmlScript)

  /// The selected and highlighted items of the still scene, as JSON objects.
  static func states(_ scene: Scene) -> [JSONText] {
    var states: [JSONText] = []
    for (section, data) in scene.sections.enumerated() {
      for (item, itemData) in data.items.enumerated() where itemData.isSelected || itemData.isHighlighted {
        states.append(
          state(section: section, item: item, selected: itemData.isSelected, highlighted: itemData.isHighlighted))
      }
    }
    return states
  }

  /// The selected and highlighted items of an animation's frame, in index-path order.
  static func states(_ frame: ViewState) -> [JSONText] {
    let selected = Set(frame.selected)
    let highlighted = Set(frame.highlighted)
    return selected.union(highlighted).sorted().map {
      state(section: $0.section, item: $0.item, selected: selected.contains($0), highlighted: highlighted.contains($0))
    }
  }

  static func state(section: Int, item: Int, selected: Bool, highlighted: Bool) -> JSONText {
    .object([
      ("section", .int(section)), ("item", .int(item)), ("selected", .bool(selected)),
      ("highlighted", .bool(highlighted)),
    ])
  }

  /// An animation planned for a file and a view (its frames share it).
  struct BatchKey: Hashable {
    var file: String
    var view: PreviewView
  }

  /// The planned animation of `view` (its frames share it), kept until a file changes.
  func batch(_ file: String, view: PreviewView, loaded: Loaded, scene: Scene) throws(PreviewFailure) -> FrameBatch {
    let key = BatchKey(file: file, view: view.animation)
    if let cached = lock.withLock({ batches[key] }), cached.fingerprint == loaded.fingerprint {
      return cached.batch
    }
    let timeline: Timeline
    switch view.playback {
    case .fling(let velocity)?:
      timeline = Timeline(segments: [
        Segment(.fling(Fling(velocity: velocity, deceleration: .normal)), origin: .options("velocity"))
      ])
    case .tap(let point)?:
      // A touch of a tenth of a second, as a quick tap: the item highlights, then is selected.
      let tap = Tap(at: .point(point), down: 0, up: 0.1)
      timeline = Timeline(segments: [Segment(.taps(TapsSegment(taps: [tap])), origin: .options("at"))])
    case .timeline?, nil:
      guard let own = loaded.document.timeline else {
        throw PreviewFailure(status: 422, message: "\(file): $.timeline: the scene has no timeline to play")
      }
      timeline = own
    }
    let batch: FrameBatch
    do throws(MotionError) {
      batch = try FrameBatch(scene: scene, timeline: timeline)
    } catch {
      switch error.origin {
      case .scene(let file, let path):
        throw PreviewFailure(SceneError(kind: .invalid, file: file, location: .path(path), reason: error.reason))
      case .options(let options): throw PreviewFailure(status: 422, message: "\(file): \(options): \(error.reason)")
      }
    }
    let budget = scene.budgets.frames
    if batch.plan.frameCount > budget {
      throw PreviewFailure(
        status: 422,
        message: "\(file): $.timeline: the animation has \(batch.plan.frameCount) frames, more than the frames budget "
          + "of \(budget)")
    }
    lock.withLock {
      if batches.count >= Self.keptReads { batches.removeAll() }
      batches[key] = (loaded.fingerprint, batch)
    }
    return batch
  }

  func frameIndex(_ view: PreviewView, batch: FrameBatch, file: String) throws(PreviewFailure) -> Int {
    let index = view.frame ?? 0
    guard index < batch.plan.frameCount else {
      throw PreviewFailure(
        status: 400,
        message: "frame=\(index): the animation has \(batch.plan.frameCount) frames (0…\(batch.plan.frameCount - 1))")
    }
    return index
  }
}
