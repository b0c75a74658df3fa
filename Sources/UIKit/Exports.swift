// `import UIKit` on iOS brings Foundation, CoreGraphics' geometry and QuartzCore's transforms;
// so does this module. The project's own engines are imported `internal`ly in each file: none
// of their names (`Rect`, `Size`, `FlowLayout`, …) reaches a client's namespace.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
