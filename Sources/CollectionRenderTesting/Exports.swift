// One `import CollectionRenderTesting` gives a test everything its assertions name: tolerances
// and bitmaps (ImageDiff), devices, record modes and outcomes (Snapshots).
@_exported import ImageDiff
@_exported import Snapshots
