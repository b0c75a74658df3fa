import CollectionRender
import Foundation
import Snapshots

/// The preview's pages and endpoints, independent of the HTTP server that carries them:
///
/// - `/` the index of the folder's scenes (or, for one scene file, its page);
/// - `/scene/NAME` the preview page of the scene `NAME` (relative to the folder);
/// - `/image/NAME?…` its image as PNG, `/layout/NAME?…` the `layout` command's JSON for the same
///   view, `/info/NAME?…` what the page's controls need (see ``PreviewView`` for the query);
/// - `/events/NAME` server-sent events, `change` each time a file of the scene is saved;
/// - `/favicon.ico` the preview's icon (``PreviewFavicon``).
///
/// Only GET is answered (a HEAD answered with a body would break the connection). Paths are checked
/// by ``ServedFolder``; requests over ``PreviewLimits`` are refused before anything is read from
/// disk.
public struct PreviewSite: Sendable {
  /// A response: status, content type and body (bytes, or the scene's event stream).
  public struct Response: Sendable {
    /// What a response carries: bytes, or a scene's event stream kept open.
    public enum Body: Sendable {
      case bytes([UInt8])
      /// Server-sent events for the scene file.
      case events(String, EventStreamSlot)
    }
    /// The HTTP status: 200, or the error's.
    public var status: Int
    /// The `Content-Type` header's value.
    public var contentType: String
    /// The body: bytes, or an event stream left open.
    public var body: Body

    static func text(_ status: Int, _ text: String) -> Response {
      Response(status: status, contentType: "text/plain; charset=utf-8", body: .bytes(Array((text + "\n").utf8)))
    }

    /// The body's bytes, empty for an event stream.
    public var bytes: [UInt8] {
      if case .bytes(let bytes) = body { return bytes }
      return []
    }
  }

  /// The folder (or file) served.
  public let served: ServedFolder
  /// Draws the images and answers the layout and info requests.
  public let renderer: PreviewRenderer
  let streams = EventStreamCounter()

  /// The site of `served`, drawn by `renderer`; by default one that reads nothing outside the
  /// served folder (a scene's dataset and images included).
  public init(served: ServedFolder, renderer: PreviewRenderer? = nil) {
    self.served = served
    self.renderer = renderer ?? PreviewRenderer(confinedTo: served.realFolder)
  }

  /// The response to a request: `method`, the raw (percent-encoded) `target` as the request line
  /// gives it, the header fields, and the body's declared length.
  public func respond(method: String, target: String, headers: [(String, String)], bodyLength: Int) -> Response {
    guard target.utf8.count <= PreviewLimits.maximumTargetLength else {
      return .text(414, "request target longer than \(PreviewLimits.maximumTargetLength) characters")
    }
    guard headers.count <= PreviewLimits.maximumHeaderCount,
      headers.reduce(0, { $0 + $1.0.utf8.count + $1.1.utf8.count }) <= PreviewLimits.maximumHeaderBytes
    else {
      return .text(
        431,
        "request headers over \(PreviewLimits.maximumHeaderCount) fields or "
          + "\(PreviewLimits.maximumHeaderBytes) bytes")
    }
    guard bodyLength <= PreviewLimits.maximumBodyBytes else { return .text(413, "request bodies are not accepted") }
    guard method == "GET" else { return .text(405, "only GET is answered") }

    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts[0]
    let query = parts.count > 1 ? String(parts[1]) : ""
    guard path.hasPrefix("/") else { return .text(400, "the request target must be a path") }
    if path == "/" {
      if let single = served.singleScene { return page(encodedName: Substring(single)) }
      return index()
    }
    if path == "/favicon.ico" {
      return Response(status: 200, contentType: "image/svg+xml", body: .bytes(Array(PreviewFavicon.svg.utf8)))
    }
    let route = path.dropFirst().prefix { $0 != "/" }
    let rest = path.dropFirst(route.count + 2)
    switch route {
    case "scene": return page(encodedName: rest)
    case "image", "layout", "info":
      return withScene(rest) { file in
        let view: PreviewView
        do throws(PreviewView.QueryError) { view = try PreviewView(query: query) } catch {
          return .text(400, PreviewFailure(status: 400, message: error.description).description)
        }
        do throws(PreviewFailure) {
          switch route {
          case "image":
            return Response(status: 200, contentType: "image/png", body: .bytes(try renderer.png(file, view: view)))
          case "layout":
            return Response(
              status: 200, contentType: "application/json",
              body: .bytes(Array(try renderer.layoutJSON(file, view: view).utf8)))
          default:
            return Response(
              status: 200, contentType: "application/json",
              body: .bytes(Array(try renderer.infoJSON(file, view: view).utf8)))
          }
        } catch {
          return .text(error.status, error.description)
        }
      }
    case "events":
      return withScene(rest) { file in
        guard let slot = EventStreamSlot(streams) else {
          return .text(503, "more than \(PreviewLimits.maximumEventStreams) preview pages are open")
        }
        return Response(status: 200, contentType: "text/event-stream", body: .events(file, slot))
      }
    default: return .text(404, "not found")
    }
  }

  /// `body(file)` for the scene named `encodedName`, or the refusal's status and reason.
  func withScene(_ encodedName: Substring, _ body: (String) -> Response) -> Response {
    do throws(ServedFolder.Refusal) {
      return body(try served.scene(named: encodedName))
    } catch {
      switch error {
      case .malformed(let reason): return .text(400, reason)
      case .outside(let reason): return .text(403, reason)
      case .notFound(let reason): return .text(404, reason)
      }
    }
  }

  /// The preview page of the scene named `encodedName`.
  func page(encodedName: Substring) -> Response {
    withScene(encodedName) { file in
      let name = (try? ServedFolder.decodedName(encodedName)) ?? String(encodedName)
      let html = PreviewPage.html(
        sceneName: name, file: file, devices: Device.presets, hasIndex: served.singleScene == nil)
      return Response(status: 200, contentType: "text/html; charset=utf-8", body: .bytes(Array(html.utf8)))
    }
  }

  /// The index of the folder's scenes: each file that reads as a scene links to its page, with
  /// a thumbnail and its description; a file a scene reads as its dataset is listed as that
  /// scene's dataset; the others show their error line.
  func index() -> Response {
    var scenes: [PreviewIndexPage.SceneEntry] = []
    var others: [(name: String, file: String, error: String)] = []
    // The real path of each dataset file, and the scenes that read it.
    var datasets: [String: [String]] = [:]
    for name in served.sceneNames() {
      let file = served.folder == "." ? name : (served.folder as NSString).appendingPathComponent(name)
      do throws(SceneError) {
        let document = try SceneLoader.loadDocument(
          path: file, images: .headersOnly, confinedTo: served.realFolder)
        scenes.append(PreviewIndexPage.SceneEntry(name: name, document: document))
        for input in document.inputFiles.dropFirst() where input.hasSuffix(".json") {
          datasets[ServedFolder.realPath(input) ?? input, default: []].append(name)
        }
      } catch {
        others.append((name, file, PreviewFailure(error, confinedTo: served.realFolder).description))
      }
    }
    var entries: [PreviewIndexPage.Other] = []
    for other in others {
      if let readers = datasets[ServedFolder.realPath(other.file) ?? other.file] {
        entries.append(PreviewIndexPage.Other(name: other.name, datasetOf: readers, error: nil))
      } else {
        entries.append(PreviewIndexPage.Other(name: other.name, datasetOf: [], error: other.error))
      }
    }
    let html = PreviewIndexPage.html(folder: served.path, scenes: scenes, others: entries)
    return Response(status: 200, contentType: "text/html; charset=utf-8", body: .bytes(Array(html.utf8)))
  }
}
