import Snapshots
import Testing

/// Reference names and the single-file rules, as the `snapshot` command uses them.
@Suite struct SnapshotPlanTests {
  @Test func folderOfReferences() throws {
    let plan = try SnapshotPlan(
      scenes: ["samples/flow-grid/scene.json", "docs/menu.json"], devices: [nil, Device.presets[0]],
      kinds: .imageAndLayout, reference: "refs/")
    #expect(plan.checks.count == 8)
    #expect(plan.checks[0].name == "flow-grid" && plan.checks[0].reference == "refs/flow-grid.png")
    #expect(plan.checks[3].name == "flow-grid.\(Device.presets[0].name)" && plan.checks[3].layout)
    #expect(plan.checks[7].reference == "refs/menu.\(Device.presets[0].name).json")
  }

  @Test func singleFile() throws {
    let layout = try SnapshotPlan(scenes: ["a.json"], devices: [nil], kinds: nil, reference: "a-ref.json")
    #expect(layout.checks.map(\.layout) == [true])
    #expect(throws: SnapshotPlan.Problem.self) {
      try SnapshotPlan(scenes: ["a.json", "b.json"], devices: [nil], kinds: nil, reference: "one.png")
    }
    #expect(throws: SnapshotPlan.Problem.self) {
      try SnapshotPlan(scenes: ["a.json"], devices: [nil], kinds: .layout, reference: "one.png")
    }
  }

  @Test func namesMustNotClash() {
    #expect(
      throws: SnapshotPlan.Problem.nameClash(
        "x/grid.json and y/grid.json would share the reference name \"grid\"; "
          + "snapshot them into different folders")
    ) {
      try SnapshotPlan(scenes: ["x/grid.json", "y/grid.json"], devices: [nil], kinds: .image, reference: "refs/")
    }
  }
}
