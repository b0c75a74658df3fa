/// The addresses the preview listens on and the `Host` values it answers: the loopback address
/// only, so that no other machine reaches it, and requests whose `Host` names that address or
/// `localhost` with the server's port, so that a web page whose domain name an attacker points at
/// 127.0.0.1 (DNS rebinding) cannot read the preview's pages: the browser sends that page's own
/// domain as `Host`, which is refused (RFC 9110, 7.4: a request for another authority may be
/// answered 421 Misdirected Request).
public enum LoopbackHost {
  /// Why an address that is not a loopback one is refused, for the error line.
  public static let refusal =
    "the preview listens only on a loopback address (127.0.0.1, another 127.x.x.x, or localhost): it has no "
    + "authentication, and anyone who could reach it could read your scenes"

  /// Whether `host` (as `--host` gives it) is `localhost` or an IPv4 address of the loopback
  /// network, 127.0.0.0/8 (RFC 1122, 3.2.1.3).
  public static func isLoopback(_ host: String) -> Bool {
    if host == "localhost" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "127" else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && UInt8(part) != nil
    }
  }

  /// Whether a request's `Host` header `value` names the server listening on `listeningHost` and
  /// `port`: `localhost` or `listeningHost` (case-insensitively), followed by `:port` (which may
  /// be left out only for port 80, as browsers do). A missing header is refused.
  public static func accepts(_ value: String?, listeningHost: String, port: UInt16) -> Bool {
    guard let value, let colon = value.lastIndex(of: ":") else {
      return port == 80 && value.map { names($0, listeningHost) } == true
    }
    return value[value.index(after: colon)...] == String(port) && names(String(value[..<colon]), listeningHost)
  }

  private static func names(_ name: String, _ listeningHost: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "localhost" || lowered == listeningHost.lowercased()
  }
}
