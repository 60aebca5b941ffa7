import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CdnRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

type Answer = { status: number; body?: unknown }

export type FakeCdn = {
  url: string
  /** Every request received, in order. */
  received: CdnRequest[]
  /**
   * The next answers to requests whose path starts with `path`, first in first out (status and
   * JSON body); when none is left, 200 with `{"success":true}`.
   */
  answerWith: (path: string, ...answers: Answer[]) => void
  stop: () => Promise<void>
}

/**
 * A stand-in for the purge API of a CDN or Varnish: a real HTTP server on 127.0.0.1 that records
 * each request and answers with what the test set.
 */
export async function startFakeCdn(): Promise<FakeCdn> {
  const received: CdnRequest[] = []
  const answers: { path: string; answer: Answer }[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      })
      const next = answers.findIndex((entry) => request.url?.startsWith(entry.path))
      const answer =
        next === -1 ? { status: 200, body: { success: true } } : answers.splice(next, 1)[0]!.answer
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body ?? {}))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith: (path, ...next) => void answers.push(...next.map((answer) => ({ path, answer }))),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
