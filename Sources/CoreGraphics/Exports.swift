// On Apple platforms CoreGraphics' geometry types come with Foundation; on Linux Foundation
// declares `CGFloat`, `CGPoint`, `CGSize` and `CGRect` itself. This module re-exports it, so a
// file that writes `import CoreGraphics` sees them, and adds what Linux Foundation lacks.
@_exported import Foundation
