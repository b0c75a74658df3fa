/// What `collection-render serve` serves, checked (see ``ServeArguments/validated()``): the
/// command line `collection-render-serve` is started with.
public struct ServeSettings: Hashable, Sendable {
  /// The scene file or folder, as the user typed it (the printed line names it so).
  public var path: String
  /// An IPv4 address, or `localhost`.
  public var host: String
  /// The port; 0 picks any free port.
  public var port: UInt16

  /// The arguments that give these settings back when parsed as ``ServeArguments``; the path
  /// comes last, after `--`, so that a path starting with `-` stays a path.
  public var arguments: [String] {
    ["--port", String(port), "--host", host, "--", path]
  }
}
