import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { StartupError } from '@/config/startupError'
import { listen, listenAddress, type Listener } from '@/server/listener'

/**
 * npm start opens its port before it loads the app (src/server/listener.ts): requests that arrive
 * meanwhile wait for it, or are told to come back while it migrates or builds.
 */
let listener: Listener | undefined
afterEach(async () => {
  await listener?.drain()
  listener = undefined
})

const urlOf = (open: Listener) => `http://127.0.0.1:${(open.server.address() as AddressInfo).port}`

/** Resolves once the server has taken `count` requests (held or answered). */
const requestsTaken = (open: Listener, count: number) =>
  new Promise<void>((resolve) => {
    let taken = 0
    open.server.on('request', () => ++taken === count && resolve())
  })

describe('the port opened before the app loads', () => {
  it('holds the requests that arrive first and hands them to the app once it is there, then every later one', async () => {
    listener = await listen(0, '127.0.0.1')
    const base = urlOf(listener)
    const taken = requestsTaken(listener, 2)
    const early = [fetch(`${base}/de`), fetch(`${base}/en`)]
    await taken

    const seen: string[] = []
    listener.serve((req, res) => {
      seen.push(req.url!)
      res.end(`app ${req.url}`)
    })
    const answers = await Promise.all(early)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      'app /de',
      'app /en',
    ])
    expect(new Set(seen)).toEqual(new Set(['/de', '/en']))

    const later = await fetch(`${base}/de/kontakt`)
    expect(await later.text()).toBe('app /de/kontakt')
  })

  it('answers 503 with Retry-After in both languages while the start migrates or builds, held requests included', async () => {
    listener = await listen(0, '127.0.0.1')
    const base = urlOf(listener)
    const taken = requestsTaken(listener, 1)
    const held = fetch(`${base}/en`)
    await taken
    listener.busy()

    for (const answer of [await held, await fetch(`${base}/api/health`)]) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const text = await answer.text()
      expect(text).toContain('Die Website startet gerade')
      expect(text).toContain('The website is starting')
    }

    listener.serve((_req, res) => res.end('ready'))
    expect(await (await fetch(`${base}/en`)).text()).toBe('ready')
  })

  it('refuses a port in use with one clear line', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as AddressInfo
    try {
      const refused = listen(port, '127.0.0.1')
      await expect(refused).rejects.toBeInstanceOf(StartupError)
      await expect(refused).rejects.toThrow(
        `Port ${port} is already in use: stop the other server or start with PORT=<another port>.`,
      )
    } finally {
      blocker.close()
    }
  })

  it('reads the port and host before the settings are checked; leaves a bad port to that check', () => {
    expect(listenAddress({ PORT: ' 3100 ', HOSTNAME: '127.0.0.1' })).toEqual({
      port: 3100,
      host: '127.0.0.1',
    })
    expect(listenAddress({})).toEqual({ port: 3000, host: undefined })
    for (const PORT of ['eighty', '0', '70000', '30.5']) expect(listenAddress({ PORT })).toBeNull()
  })
})
