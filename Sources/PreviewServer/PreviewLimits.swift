/// The most a request to the preview server may carry, and the most it keeps open: the one place
/// these limits live.
public enum PreviewLimits {
  /// Characters of the request target (path and query).
  public static let maximumTargetLength = 2_048
  /// Header fields of one request.
  public static let maximumHeaderCount = 64
  /// Bytes of all header names and values of one request together.
  public static let maximumHeaderBytes = 16_384
  /// Bytes of a request body: the preview only answers GET, so none (413 for any).
  public static let maximumBodyBytes = 0
  /// Event streams (open preview pages) served at once; more are answered 503.
  public static let maximumEventStreams = 32
  /// Requests answered at once (each may hold an image of up to `PixelBudget`'s pixels); more
  /// wait their turn.
  public static let concurrentRenders = 2
  /// How often an event stream looks at the scene's files, in milliseconds.
  public static let pollInterval = 200
  /// Seconds between keep-alive comments on a quiet event stream.
  public static let keepAliveSeconds = 15
  /// Seconds the server waits for a client's next bytes (of a request, or the next request on a
  /// kept-alive connection) before it closes the connection: idle and slow clients cannot hold
  /// connections open.
  public static let idleSeconds = 10
  /// Seconds a request's line and headers may take to arrive whole, from their first byte: a
  /// client sending a byte now and then, within the idle time, cannot hold a connection longer.
  public static let headerSeconds = 30
  /// Descriptors kept free below the process's limit (this many, or an eighth of the limit when
  /// that is more): a connection that starts waiting for its client with fewer free is closed at
  /// once, so that `accept` keeps finding descriptors (scene files and images need some too).
  public static let reservedDescriptors = 16
  /// The most connections held open at once, whatever the descriptor limit.
  public static let maximumConnections = 512
}
