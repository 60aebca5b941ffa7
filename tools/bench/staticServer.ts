/**
 * The bench's ceiling: a bare node:http server answering one precompressed page for every
 * request. Started by ceiling.ts, which sends the page over IPC and receives the port.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

process.once('message', (message: { body: string; headers: Record<string, string> }) => {
  const body = Buffer.from(message.body, 'base64')
  const headers = { ...message.headers, 'content-length': String(body.length) }
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers)
    response.end(body)
  })
  server.listen(0, '127.0.0.1', () =>
    process.send!({ port: (server.address() as AddressInfo).port }),
  )
  process.once('disconnect', () => process.exit(0))
})
