import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readCompose, roleCommands } from '../../tools/cluster/compose'
import { proxyConfig } from '../../tools/cluster/proxy'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const { services } = readCompose()
const packageScripts = JSON.parse(read('package.json')).scripts as Record<string, string>

describe('compose.yaml', () => {
  it('has the load balancer, Varnish, two web servers, a worker, the migration and the three stores', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'migrate',
        'web-a',
        'web-b',
        'worker',
        'nginx',
        'varnish',
        'postgres',
        'redis',
        'minio',
        'minio-bucket',
      ].sort(),
    )
  })

  it('runs what npm start, npm run worker and npm run migrate run (the cluster test runs the same)', () => {
    const commands = roleCommands()
    expect(commands).toEqual({
      migrate: packageScripts.migrate!.split(' '),
      web: packageScripts.start!.split(' '),
      worker: packageScripts.worker!.split(' '),
    })
    expect(services['web-b']!.command).toEqual(commands.web)
    // The image's default command is the web server's.
    expect(read('Dockerfile')).toContain(`CMD ${JSON.stringify(commands.web).replace(/,/g, ', ')}`)
    // The cluster test takes its commands from here.
    expect(read('tools/cluster/cluster.ts')).toContain('roleCommands()')
  })

  it('gives every app role the same database, secret, Redis and bucket; web servers run no jobs', () => {
    const shared = ['DATABASE_URI', 'PAYLOAD_SECRET', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT']
    const app = ['migrate', 'web-a', 'web-b', 'worker'].map((name) => services[name]!)
    for (const name of shared) {
      const values = new Set(app.map((service) => service.environment?.[name]))
      expect(values.size, name).toBe(1)
      expect([...values][0], name).toBeTruthy()
    }
    expect(services['web-a']!.environment?.DATABASE_URI).toMatch(/^postgres:\/\//)
    for (const web of ['web-a', 'web-b']) {
      expect(services[web]!.environment?.RUN_JOBS).toBe('false')
      expect(services[web]!.environment?.TRUSTED_PROXY_HOPS).toBe('1')
      expect(services[web]!.depends_on?.migrate?.condition).toBe('service_completed_successfully')
    }
    expect(services.worker!.environment?.RUN_JOBS).toBeUndefined()
    expect(services.worker!.depends_on?.migrate?.condition).toBe('service_completed_successfully')
  })

  it('puts nginx with the edge configuration of the cluster test in front of both web servers', () => {
    const mounts = services.nginx!.volumes ?? []
    for (const file of ['compose.conf', 'edge.conf', 'maps.conf']) {
      expect(mounts.some((mount) => mount.startsWith(`./deploy/nginx/${file}:`))).toBe(true)
      expect(existsSync(path.join(root, 'deploy/nginx', file))).toBe(true)
    }
    const composeConf = read('deploy/nginx/compose.conf')
    expect(composeConf).toMatch(/server web-a:3000/)
    expect(composeConf).toMatch(/server web-b:3000/)
    expect(composeConf).toContain('include /etc/nginx/unbound/edge.conf;')
    const test = proxyConfig({ dir: '/tmp/x', port: 3600, upstreams: ['127.0.0.1:3601'] })
    expect(test).toContain(`include ${path.join(root, 'deploy/nginx/edge.conf')};`)
    expect(test).toContain(`include ${path.join(root, 'deploy/nginx/maps.conf')};`)
  })

  it('puts Varnish with the VCL of the cluster test in front of both web servers, purged by every role', () => {
    const varnish = services.varnish!
    expect(varnish.image).toMatch(/^varnish:7\.\d+$/)
    expect(varnish.volumes).toEqual(['./deploy/varnish:/etc/varnish/unbound:ro'])
    for (const file of ['default.vcl', 'backends.vcl'])
      expect(existsSync(path.join(root, 'deploy/varnish', file))).toBe(true)
    const command = varnish.command!
    const option = (flag: string) => command[command.indexOf(flag) + 1]
    expect(command[0]).toBe('varnishd')
    expect(option('-f')).toBe('/etc/varnish/unbound/default.vcl')
    expect(option('-p')).toBe('vcl_path=/etc/varnish/unbound')
    expect(option('-a')).toBe(':80')
    // The cluster test loads the same default.vcl with backends.vcl of its own.
    expect(read('tools/cluster/varnish.ts')).toContain("path.join(vclDir, 'default.vcl')")
    expect(read('deploy/varnish/default.vcl')).toContain('include "backends.vcl";')
    const backends = read('deploy/varnish/backends.vcl')
    expect(backends).toMatch(/\.host = "web-a";\s+\.port = "3000";/)
    expect(backends).toMatch(/\.host = "web-b";\s+\.port = "3000";/)
    expect(varnish.depends_on).toEqual({
      'web-a': { condition: 'service_healthy' },
      'web-b': { condition: 'service_healthy' },
    })
    for (const name of ['migrate', 'web-a', 'web-b', 'worker']) {
      expect(services[name]!.environment?.CDN_PURGE, name).toBe('varnish')
      expect(services[name]!.environment?.CDN_VARNISH_URLS, name).toBe('http://varnish:80')
    }
  })

  it("gives the image the PostgreSQL client of the database's major version, for npm run backup", () => {
    const major = /^postgres:(\d+)$/.exec(services.postgres!.image ?? '')?.[1]
    expect(major).toBeTruthy()
    const dockerfile = read('Dockerfile')
    const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'))
    expect(runtime).toMatch(new RegExp(`^ARG POSTGRES_MAJOR=${major}\\b`, 'm'))
    expect(runtime).toContain('postgresql-client-${POSTGRES_MAJOR}')
    // Installed as root, before the image's user takes over.
    expect(runtime.indexOf('postgresql-client-')).toBeLessThan(runtime.indexOf('USER node'))
  })
})
