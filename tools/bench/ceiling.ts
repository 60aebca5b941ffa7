import { fork } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

/** One answer of the product, kept byte for byte as it was sent (compressed). */
export type Snapshot = { body: Buffer; headers: Record<string, string> }

/** Fetches `url` once asking for br or gzip and keeps the compressed body with its type and encoding. */
export function captureCompressed(url: string): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    // node:http rather than fetch, which would decompress the body.
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200)
          return reject(new Error(`${url} answered ${response.statusCode}`))
        const headers: Record<string, string> = {}
        for (const name of ['content-type', 'content-encoding']) {
          const value = response.headers[name]
          if (typeof value === 'string') headers[name] = value
        }
        resolve({ body: Buffer.concat(chunks), headers })
      })
    })
    request.on('error', reject)
  })
}

export type CeilingServer = { baseUrl: string; stop: () => void }

/**
 * Serves the snapshot for every request from a bare node:http server in a process of its own
 * (so it does not share an event loop with the load generator), on 127.0.0.1 and a free port.
 */
export function startCeilingServer(snapshot: Snapshot): Promise<CeilingServer> {
  const child = fork(path.join(import.meta.dirname, 'staticServer.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The ceiling server exited (${code})`)))
    child.once('message', (message: { port: number }) => {
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, stop: () => child.kill() })
    })
    child.send({ body: snapshot.body.toString('base64'), headers: snapshot.headers })
  })
}

/** The product's requests per second as a share of the ceiling's, in percent with one decimal. */
export function shareOfCeiling(
  productRequestsPerSecond: number,
  ceilingRequestsPerSecond: number,
): number | null {
  if (!(ceilingRequestsPerSecond > 0)) return null
  return Math.round((productRequestsPerSecond / ceilingRequestsPerSecond) * 1000) / 10
}
