import ArgumentParser

/// A command-line value with one parser that says why a text is not one.
///
/// Declared with `@Option(…, transform: Value.parse)`, so that the argument parser refuses a bad
/// value while it parses the command line and keeps the reason, which the error line prints as
/// every complaint about a flag: `--count 0: there must be at least 1 frame` (exit 64;
/// `ErrorLine.commandLineMessage`), instead of only saying that the value is invalid.
protocol ArgumentValue: ExpressibleByArgument {
  /// The value `text` gives, or why it gives none.
  init(parsing text: String) throws(ArgumentValueError)
}

extension ArgumentValue {
  init?(argument: String) {
    guard let value = try? Self(parsing: argument) else { return nil }
    self = value
  }

  /// `init(parsing:)` as a function, for `@Option(transform:)`.
  static func parse(_ text: String) throws(ArgumentValueError) -> Self {
    try Self(parsing: text)
  }
}

/// Why a text is not a value of an option, as a phrase to follow the flag and the value.
struct ArgumentValueError: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }

  init(_ reason: String) {
    self.reason = reason
  }
}
