/// Objective-C's signed integer type as Swift sees it; Darwin's Foundation declares it, Linux
/// Foundation does not (checked with `swiftc -typecheck`).
public typealias NSInteger = Int

/// Objective-C's unsigned integer type as Swift sees it; Darwin's Foundation declares it, Linux
/// Foundation does not (checked with `swiftc -typecheck`).
public typealias NSUInteger = UInt
