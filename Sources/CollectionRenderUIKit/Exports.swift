// A test file that renders a UICollectionView imports this module and sees UIKit's API with it.
@_exported import UIKit
