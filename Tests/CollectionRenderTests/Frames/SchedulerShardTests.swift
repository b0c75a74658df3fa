import Testing

@testable import CollectionRender

/// `--shard auto`: the part of a batch each scheduler's array task takes.
@Suite struct SchedulerShardTests {
  @Test func slurmArraysMayStartAnywhere() throws {
    // sbatch --array=1-8: tasks 1…8, min 1, count 8 ⇒ shards 1/8 … 8/8.
    let environment = ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "8"]
    #expect(try SchedulerShard.fromEnvironment(environment) == (3, 8))
    let zeroBased = ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"]
    #expect(try SchedulerShard.fromEnvironment(zeroBased) == (1, 4))
  }

  @Test func kubernetesAndAWSNeedTheCount() throws {
    #expect(try SchedulerShard.fromEnvironment(["JOB_COMPLETION_INDEX": "5"], count: 6) == (6, 6))
    #expect(
      try SchedulerShard.fromEnvironment(["JOB_COMPLETION_INDEX": "0", SchedulerShard.countVariable: "3"]) == (1, 3))
    #expect(try SchedulerShard.fromEnvironment(["AWS_BATCH_JOB_ARRAY_INDEX": "9"], count: 10) == (10, 10))
    #expect(throws: InvalidOption.self) { try SchedulerShard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"]) }
  }

  @Test func continuousIntegrationServicesCountFromOneOrZero() throws {
    // GitLab's CI_NODE_INDEX counts from 1; CircleCI's and Buildkite's indices from 0.
    #expect(try SchedulerShard.fromEnvironment(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"]) == (2, 4))
    #expect(try SchedulerShard.fromEnvironment(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"]) == (1, 3))
    #expect(
      try SchedulerShard.fromEnvironment(["BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "5"]) == (5, 5)
    )
    #expect(throws: InvalidOption.self) {
      try SchedulerShard.fromEnvironment(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "2"])
    }
    #expect(throws: InvalidOption.self) { try SchedulerShard.fromEnvironment(["CIRCLE_NODE_INDEX": "1"]) }
    #expect(throws: InvalidOption.self) {
      try SchedulerShard.fromEnvironment(["BUILDKITE_PARALLEL_JOB": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "2"])
    }
  }

  @Test("Errors: no scheduler, a task outside the array, a value that is not a number")
  func errors() {
    #expect(throws: InvalidOption.self) { try SchedulerShard.fromEnvironment([:]) }
    #expect(throws: InvalidOption.self) {
      try SchedulerShard.fromEnvironment(["JOB_COMPLETION_INDEX": "4"], count: 4)
    }
    #expect(throws: InvalidOption.self) {
      try SchedulerShard.fromEnvironment(["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "2"])
    }
    #expect(throws: InvalidOption.self) { try SchedulerShard.fromEnvironment(["SLURM_ARRAY_TASK_ID": "1"]) }
  }
}
