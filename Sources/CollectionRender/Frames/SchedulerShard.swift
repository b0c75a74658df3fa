import Foundation

/// The shard of a batch that a scheduler's array job gives this process, read from the
/// environment the scheduler sets, so that one command line serves every task of the array:
///
/// | scheduler | index (variable) | count |
/// |---|---|---|
/// | Slurm job array | `SLURM_ARRAY_TASK_ID` − `SLURM_ARRAY_TASK_MIN` | `SLURM_ARRAY_TASK_COUNT` |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` (from 0) | `count`, else ``countVariable`` |
/// | AWS Batch array job | `AWS_BATCH_JOB_ARRAY_INDEX` (from 0) | `count`, else ``countVariable`` |
/// | GitLab CI `parallel:` | `CI_NODE_INDEX` (from 1) | `CI_NODE_TOTAL` |
/// | CircleCI `parallelism:` | `CIRCLE_NODE_INDEX` (from 0) | `CIRCLE_NODE_TOTAL` |
/// | Buildkite `parallelism:` | `BUILDKITE_PARALLEL_JOB` (from 0) | `BUILDKITE_PARALLEL_JOB_COUNT` |
///
/// GitHub Actions matrices set no such variables: pass the matrix value as `K/N` instead.
/// Kubernetes and AWS Batch do not tell a task how many there are: give the count (the Job's
/// `completions`, the array's `size`).
public enum SchedulerShard {
  /// The variable that gives the number of shards where the scheduler does not.
  public static let countVariable = "COLLECTION_RENDER_SHARD_COUNT"

  /// The most shards a batch may be split into.
  public static let maximumCount = 1_000_000

  /// Shard K (1…N) of N for this process, from `environment`; `count` (when given) says N where
  /// the scheduler does not. The scheduler is recognised by its variables, Slurm first.
  public static func fromEnvironment(_ environment: [String: String], count: Int? = nil) throws(InvalidOption) -> (
    index: Int, count: Int
  ) {
    if let id = environment["SLURM_ARRAY_TASK_ID"] {
      let task = try integer(id, "SLURM_ARRAY_TASK_ID")
      var minimum = 0
      if let text = environment["SLURM_ARRAY_TASK_MIN"] { minimum = try integer(text, "SLURM_ARRAY_TASK_MIN") }
      guard let total = environment["SLURM_ARRAY_TASK_COUNT"] else {
        throw InvalidOption(.shard, "auto", "SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not")
      }
      // Slurm arrays may start anywhere (--array=1-8) but must be contiguous for shards to
      // cover the batch: a step or a list would leave holes.
      let slurmCount = try integer(total, "SLURM_ARRAY_TASK_COUNT")
      return try shard(index: task - minimum, count: count ?? slurmCount, "Slurm")
    }
    if let shard = try continuousIntegration(environment, count: count) { return shard }
    for (variable, scheduler) in [("JOB_COMPLETION_INDEX", "Kubernetes"), ("AWS_BATCH_JOB_ARRAY_INDEX", "AWS Batch")] {
      guard let value = environment[variable] else { continue }
      let index = try integer(value, variable)
      var total = count
      if total == nil, let text = environment[countVariable] { total = try integer(text, countVariable) }
      guard let total else {
        throw InvalidOption(
          .shard, "auto",
          "\(variable) is set (\(scheduler)), but not the number of shards: give it, or set \(countVariable)")
      }
      return try shard(index: index, count: total, scheduler)
    }
    throw InvalidOption(
      .shard, "auto",
      "no scheduler's array index in the environment (SLURM_ARRAY_TASK_ID, CI_NODE_INDEX, CIRCLE_NODE_INDEX, "
        + "BUILDKITE_PARALLEL_JOB, JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX)")
  }

  /// The shard a CI service's parallel jobs give this job (GitLab, CircleCI, Buildkite: each
  /// sets both the index and the count), or `nil` when none of their variables is set.
  static func continuousIntegration(_ environment: [String: String], count: Int?) throws(InvalidOption) -> (
    index: Int, count: Int
  )? {
    // GitLab counts from 1 (docs.gitlab.com/ci/yaml/#parallel); CircleCI and Buildkite from 0.
    let services = [
      ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1, "GitLab CI"),
      ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0, "CircleCI"),
      ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0, "Buildkite"),
    ]
    for (indexVariable, countVariable, first, service) in services {
      guard let text = environment[indexVariable] else { continue }
      let index = try integer(text, indexVariable) - first
      guard let total = environment[countVariable] else {
        throw InvalidOption(.shard, "auto", "\(indexVariable) is set (\(service)) but \(countVariable) is not")
      }
      let serviceCount = try integer(total, countVariable)
      return try shard(index: index, count: count ?? serviceCount, service)
    }
    return nil
  }

  static func integer(_ text: String, _ variable: String) throws(InvalidOption) -> Int {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0, value <= maximumCount else {
      throw InvalidOption(.shard, "auto", "\(variable)=\"\(text.prefix(40))\" is not a whole number 0…\(maximumCount)")
    }
    return value
  }

  static func shard(index: Int, count: Int, _ scheduler: String) throws(InvalidOption) -> (index: Int, count: Int) {
    guard count >= 1 else {
      throw InvalidOption(.shard, "auto", "\(scheduler): the number of shards must be at least 1")
    }
    guard index >= 0, index < count else {
      throw InvalidOption(
        .shard, "auto", "\(scheduler): task \(index) (from 0) is outside the \(count) shards; is the array contiguous?")
    }
    return (index + 1, count)
  }
}
