import type http from 'node:http'
import net from 'node:net'

/**
 * How long a connection may stay silent during a stop before it is closed: a kept-alive one after
 * its last answer, a new one before its first request (its client sends it right after
 * connecting).
 */
const quietMs = 500

/** How often a stop looks for silent connections to close. */
const sweepEveryMs = 100

type Connection = {
  /** Requests received and not answered in full yet. */
  open: number
  /** socket.bytesRead when last looked at. */
  read: number
  /** Since when a stop has found it without a request open and reading nothing (null: not). */
  silentSince: number | null
}

/**
 * A stop that answers every request on every connection made to the server before it stopped
 * listening, and keeps no client waiting:
 *
 * - the kernel completes connections on its own and queues them for the server, which takes one
 *   per turn of the event loop (libuv), so a busy server has many waiting; closing the listening
 *   socket would reset them, requests sent included. It closes at the first turn that takes none:
 *   the queue is empty then;
 * - every answer still to begin says `Connection: close`, so a client or proxy neither reuses the
 *   connection nor races its close; Node closes it once that answer ends;
 * - a connection is closed as idle only when it has no request open and has read nothing for
 *   `quietMs`. Node's own `server.close()` and `closeIdleConnections()` take a connection whose
 *   first request has not been read yet for idle and reset it, with the request in it;
 * - after `timeoutMs`, the server stops listening and closes the connections still open, answers
 *   in flight included.
 */
export function connectionDrain(server: http.Server, timeoutMs: number) {
  const connections = new Map<net.Socket, Connection>()
  const inFlight = new Set<http.ServerResponse>()
  let accepted = 0
  let stopping = false

  server.on('connection', (socket: net.Socket) => {
    accepted++
    connections.set(socket, { open: 0, read: 0, silentSince: null })
    socket.once('close', () => connections.delete(socket))
  })
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const connection = connections.get(req.socket as net.Socket)
    if (connection) connection.open++
    if (stopping) res.setHeader('Connection', 'close')
    inFlight.add(res)
    res.once('close', () => {
      inFlight.delete(res)
      if (!connection) return
      connection.open--
      connection.silentSince = null
    })
  })

  // Silence is measured from one look to a later one, each after a poll for I/O: a connection
  // taken while the loop was busy has had its chance to be read, however long that took.
  const closeSilent = () => {
    const now = performance.now()
    for (const [socket, connection] of connections) {
      if (connection.open > 0 || socket.bytesRead !== connection.read) {
        connection.read = socket.bytesRead
        connection.silentSince = null
      } else if (connection.silentSince === null) connection.silentSince = now
      else if (now - connection.silentSince >= quietMs) socket.destroy()
    }
  }

  /** Stops taking connections, drains, and resolves once every connection is closed. */
  return function drain(): Promise<void> {
    stopping = true
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    return new Promise<void>((resolve) => {
      // A timer's callback runs before the loop polls for I/O; an immediate set from it runs
      // after: what the kernel holds for a socket has then been read (bytesRead, a request).
      const sweeps = setInterval(() => setImmediate(closeSilent), sweepEveryMs)
      const force = setTimeout(() => {
        stopListening()
        server.closeAllConnections()
      }, timeoutMs)
      let listening = true
      function stopListening() {
        if (!listening) return
        listening = false
        // net's close: it stops listening and waits for the connections, closing none itself.
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweeps)
          clearTimeout(force)
          resolve()
        })
      }
      // An immediate set in an immediate runs in the next turn, after one poll for I/O: the
      // listening socket, while connections wait for it, is ready at every poll.
      const takeQueued = (taken: number) =>
        setImmediate(() => (accepted === taken ? stopListening() : takeQueued(accepted)))
      setImmediate(() => takeQueued(accepted))
    })
  }
}
