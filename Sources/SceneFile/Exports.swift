// The scene file format names places in a file by JSON paths (`SceneError`, the readers):
// whoever imports SceneFile can name them too.
@_exported import OrderedJSON
