// A layout is written in points, sizes and rectangles: whoever imports the layout API gets the
// geometry types with it, without naming a second module.
@_exported import Geometry
