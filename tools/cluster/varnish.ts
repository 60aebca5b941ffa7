import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '@/config/paths'

import { stopGroup, waitForHttp } from './processes'

export type Varnish = {
  url: string
  port: number
  /**
   * The requests Varnish sent to the web servers, one per line: `<method> <url> <status>
   * <x-nextjs-cache> <Cache-Control>` (`-` for a header the answer did not have).
   */
  backendLog: () => string[]
  stop: () => Promise<void>
}

const vclDir = path.join(root, 'deploy/varnish')

/**
 * What deploy/varnish/backends.vcl is in production, for servers on 127.0.0.1: one backend per
 * upstream (health-checked on /api/health) in the round-robin director `unbound_web`, and purges
 * allowed from 127.0.0.1 only (the servers and workers; test visitors use other loopback addresses).
 */
export function backendsVcl(upstreams: string[]): string {
  const backends = upstreams.map((upstream, index) => {
    const [host, port] = upstream.split(':')
    return `backend web_${index} {
    .host = "${host}";
    .port = "${port}";
    .probe = unbound_health;
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
}`
  })
  return `${backends.join('\n\n')}

acl unbound_purgers {
    "127.0.0.1";
}

sub vcl_init {
    new unbound_web = directors.round_robin();
${upstreams.map((_, index) => `    unbound_web.add_backend(web_${index});`).join('\n')}
}
`
}

/**
 * Starts Debian's varnishd with deploy/varnish/default.vcl in front of `upstreams` (its own
 * backends.vcl in `dir`, found first in vcl_path), in a process group of its own, and
 * varnishncsa logging its requests to the servers. As root, Varnish would hand its work to an
 * unprivileged user that cannot reach `dir`: `-j none` keeps it as the user that starts it.
 */
export async function startVarnish({
  dir,
  port,
  upstreams,
}: {
  dir: string
  port: number
  upstreams: string[]
}): Promise<Varnish> {
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o755)
  writeFileSync(path.join(dir, 'backends.vcl'), backendsVcl(upstreams))
  const workDir = path.join(dir, 'work')
  const backendLog = path.join(dir, 'backend.log')
  const varnishd = spawn(
    'varnishd',
    [
      '-F',
      '-j',
      'none',
      '-n',
      workDir,
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      path.join(vclDir, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:${vclDir}`,
      '-s',
      'malloc,64m',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  let exited = false
  varnishd.once('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  let ncsa: ReturnType<typeof spawn> | undefined
  const stop = async () => {
    if (ncsa?.pid) await stopGroup(ncsa.pid)
    await stopGroup(varnishd.pid!)
  }
  try {
    await waitForHttp(`${url}/api/health`, 30_000, () => exited)
    ncsa = spawn(
      'varnishncsa',
      [
        '-n',
        workDir,
        '-b',
        '-F',
        '%m %U%q %s %{x-nextjs-cache}o %{Cache-Control}o',
        '-w',
        backendLog,
      ],
      {
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    port,
    backendLog: () =>
      existsSync(backendLog) ? readFileSync(backendLog, 'utf8').split('\n').filter(Boolean) : [],
    stop,
  }
}
