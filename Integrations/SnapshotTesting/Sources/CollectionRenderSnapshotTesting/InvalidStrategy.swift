/// Options given to a strategy that cannot be used: `precision must be 0 to 1, got 1.5`.
struct InvalidStrategy: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}
