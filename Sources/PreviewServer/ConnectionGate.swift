import Foundation
import NIOCore

/// The connections a server holds open, counted and closable at once.
///
/// A connection that opens while ``maximumConnections`` are open, or while the process has more
/// than ``maximumDescriptors`` descriptors open, is closed at once: the bound on connections, and
/// descriptors kept free below the process's limit so that scene files and images can still be
/// opened (should `accept` fail anyway, at that limit, SwiftNIO's accept back-off waits and
/// accepts again, where the previous library stopped listening for good).
final class ConnectionRegistry: @unchecked Sendable {
  /// Connections held at once.
  let maximumConnections: Int
  /// Descriptors the process may have open when a connection opens.
  let maximumDescriptors: Int
  private let lock = NSLock()
  private var open: [ObjectIdentifier: any Channel] = [:]

  init(maximumConnections: Int, maximumDescriptors: Int) {
    self.maximumConnections = maximumConnections
    self.maximumDescriptors = maximumDescriptors
  }

  /// Takes `channel` in; false (and the channel not counted) when it must be closed.
  func admit(_ channel: any Channel) -> Bool {
    let room = lock.withLock { open.count < maximumConnections }
    guard room, OpenDescriptors.count() <= maximumDescriptors else { return false }
    return lock.withLock {
      guard open.count < maximumConnections else { return false }
      open[ObjectIdentifier(channel)] = channel
      return true
    }
  }

  /// Lets `channel` go (it closed).
  func release(_ channel: any Channel) { _ = lock.withLock { open.removeValue(forKey: ObjectIdentifier(channel)) } }

  /// How many connections are open.
  var count: Int { lock.withLock { open.count } }

  /// Closes every open connection.
  func closeAll() {
    for channel in lock.withLock({ Array(open.values) }) { channel.close(promise: nil) }
  }
}

/// The first handler of every connection: admits it through the ``ConnectionRegistry`` or
/// closes it at once, and lets it go when it closes.
final class ConnectionGate: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  let registry: ConnectionRegistry
  private var admitted = false

  init(registry: ConnectionRegistry) { self.registry = registry }

  func channelActive(context: ChannelHandlerContext) {
    admitted = registry.admit(context.channel)
    guard admitted else { return context.close(promise: nil) }
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    if admitted { registry.release(context.channel) }
    context.fireChannelInactive()
  }
}
