import { spawn } from 'node:child_process'
import net from 'node:net'

export type TestRedis = { url: string; pid: number; stop: () => Promise<void> }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * A throw-away redis-server on 127.0.0.1 (Debian's), without persistence, on `port` or a free
 * one; resolves once it accepts connections.
 */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)),
    )
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM')
      await exited
    },
  }
}
