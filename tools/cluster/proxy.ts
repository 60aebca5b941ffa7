import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '@/config/paths'

import { stopGroup, waitForHttp } from './processes'

export type Proxy = {
  url: string
  port: number
  /** Lines of the access log: `<upstream address> <status> <cache status> <method> <uri>`. */
  accessLog: () => string[]
  stop: () => Promise<void>
}

const edgeConf = path.join(root, 'deploy/nginx/edge.conf')
const mapsConf = path.join(root, 'deploy/nginx/maps.conf')

/**
 * The configuration around deploy/nginx/edge.conf for one nginx on 127.0.0.1 with a prefix of its
 * own (temp files, cache, logs, pid): what deploy/nginx/compose.conf is in compose.yaml.
 */
export function proxyConfig({
  dir,
  port,
  upstreams,
}: {
  dir: string
  port: number
  upstreams: string[]
}): string {
  const temp = (name: string) => path.join(dir, 'temp', name)
  return `worker_processes 1;
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
  log_format upstreams '$upstream_addr $status $upstream_cache_status $request_method $request_uri';
  access_log ${path.join(dir, 'access.log')} upstreams;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${mapsConf};
  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=unbound_pages:10m max_size=256m inactive=10m use_temp_path=off;
  upstream unbound_web {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    include ${edgeConf};
  }
}
`
}

/** Starts Debian's nginx (no root needed) in front of `upstreams`, in a process group of its own. */
export async function startProxy({
  dir,
  port,
  upstreams,
}: {
  dir: string
  port: number
  upstreams: string[]
}): Promise<Proxy> {
  mkdirSync(path.join(dir, 'temp'), { recursive: true })
  // nginx started as root serves from an unprivileged worker, which must reach its cache.
  chmodSync(dir, 0o755)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, proxyConfig({ dir, port, upstreams }))
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', conf, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  let exited = false
  child.once('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/api/health`, 30_000, () => exited)
  return {
    url,
    port,
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    stop: () => stopGroup(child.pid!),
  }
}
