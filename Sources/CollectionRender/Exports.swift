// CollectionRender is the library's front door: importing it gives every stage's public types —
// geometry, the layout protocol and the built-in layouts, the scene model and its file format,
// timelines, display lists and the renderer's options — so a user names one product.
@_exported import CairoBackend
@_exported import CollectionLayout
@_exported import DisplayList
@_exported import Geometry
@_exported import Motion
@_exported import OrderedJSON
@_exported import SceneComposer
@_exported import SceneFile
@_exported import SceneModel
