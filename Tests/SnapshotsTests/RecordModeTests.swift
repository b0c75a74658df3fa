import Snapshots
import Testing

@Suite("Record modes")
struct RecordModeTests {
  @Test("Default: missing locally, never when CI is set")
  func defaults() throws {
    #expect(try RecordMode.resolve(environment: [:]) == .init(mode: .missing, source: .default))
    #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .init(mode: .never, source: .continuousIntegration))
    #expect(try RecordMode.resolve(environment: ["CI": "1"]).mode == .never)
    #expect(try RecordMode.resolve(environment: ["CI": "false"]).mode == .missing)
    #expect(try RecordMode.resolve(environment: ["CI": ""]).mode == .missing)
  }

  @Test("The argument wins over the scope, the scope over RECORD, RECORD over CI")
  func precedence() throws {
    let environment = ["RECORD": "all", "CI": "true"]
    #expect(
      try RecordMode.resolve(explicit: .failed, scoped: .never, environment: environment)
        == .init(mode: .failed, source: .explicit))
    #expect(try RecordMode.resolve(scoped: .never, environment: environment) == .init(mode: .never, source: .scoped))
    #expect(try RecordMode.resolve(environment: environment) == .init(mode: .all, source: .environment))
  }

  @Test("RECORD values, with synonyms; a typo is an error, not a silent default")
  func values() throws {
    #expect(RecordMode(text: "MISSING") == .missing)
    #expect(RecordMode(text: "1") == .failed)
    #expect(RecordMode(text: "true") == .failed)
    #expect(RecordMode(text: "0") == .never)
    #expect(RecordMode(text: "al") == nil)
    #expect(throws: RecordMode.InvalidValue(value: "al")) { try RecordMode.resolve(environment: ["RECORD": "al"]) }
    #expect(
      RecordMode.InvalidValue(value: "al").description
        == "RECORD=al is not a record mode; use missing, all, failed or never")
  }

  @Test("Where the mode came from is said")
  func descriptions() throws {
    #expect(try RecordMode.resolve(environment: ["CI": "true"]).description == "never (default because CI is set)")
    #expect(
      try RecordMode.resolve(environment: ["RECORD": "failed"]).description == "failed (RECORD environment variable)")
  }
}
