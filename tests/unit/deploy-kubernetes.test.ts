import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { shutdownGraceMs } from '@/server/listener'

import {
  parseDocuments,
  podSpecs,
  renderKustomization,
  type Manifest,
} from '../../tools/kubernetes/render'
import { validateManifests } from '../../tools/kubernetes/validate'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const packageScripts = JSON.parse(read('package.json')).scripts as Record<string, string>

const objects = renderKustomization()
const find = (kind: string, name: string) => {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name)
  if (!object) throw new Error(`${kind}/${name} is not rendered`)
  return object as Manifest & { spec: any }
}
const web = find('Deployment', 'unbound-web')
const worker = find('Deployment', 'unbound-worker')
const migrate = find('Job', 'unbound-migrate')
const pods = {
  web: web.spec.template.spec,
  worker: worker.spec.template.spec,
  migrate: migrate.spec.template.spec,
}
const container = (role: keyof typeof pods) => pods[role].containers[0]
const envOf = (role: keyof typeof pods) =>
  Object.fromEntries(
    (container(role).env as { name: string; value: string }[]).map((v) => [v.name, v.value]),
  )

describe('deploy/kubernetes, rendered as kustomize builds it', { timeout: 60_000 }, () => {
  it('holds the web servers, the worker, the migration Job and the settings, in the namespace', () => {
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual(
      [
        'ConfigMap/unbound-config',
        'Deployment/unbound-web',
        'Service/unbound-web',
        'HorizontalPodAutoscaler/unbound-web',
        'PodDisruptionBudget/unbound-web',
        'Deployment/unbound-worker',
        'Job/unbound-migrate',
      ].sort(),
    )
    for (const object of objects) {
      expect(object.metadata.namespace).toBe('unbound')
      expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('unbound')
    }
    // The kustomization's `images` names the registry; every container runs that one image.
    const images = objects.flatMap((o) => podSpecs(o).flatMap((pod) => pod.containers))
    expect(new Set(images.map((c) => c.image))).toEqual(
      new Set(['registry.example.com/unbound:latest']),
    )
  })

  it('finds every object valid, and npm run check:kubernetes says so', async () => {
    expect(await validateManifests(objects)).toEqual([])
    expect(packageScripts['check:kubernetes']).toBe('tsx tools/kubernetes/check.ts')
    const run = spawnSync('npx', ['tsx', 'tools/kubernetes/check.ts'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.stdout).toContain(`check:kubernetes: ${objects.length} objects valid`)
    expect(run.status).toBe(0)
  })

  /** A copy of the rendered objects changed by `change`, and the problems found in it. */
  const problemsAfter = async (change: (copy: Manifest[]) => void) => {
    const copy = structuredClone(objects)
    change(copy)
    return validateManifests(copy)
  }
  const webContainer = (copy: Manifest[]) =>
    (copy.find((o) => o.metadata.name === 'unbound-web' && o.kind === 'Deployment') as any).spec
      .template.spec.containers[0]

  it.each([
    [
      'a field the API does not have (a misspelt probe)',
      (copy: Manifest[]) => {
        const main = webContainer(copy)
        main.readinesProbe = main.readinessProbe
        delete main.readinessProbe
      },
      'Deployment/unbound-web: spec.template.spec.containers[0].readinesProbe is not a field of Container',
    ],
    [
      'a field of the wrong type',
      (copy: Manifest[]) => {
        ;(copy.find((o) => o.kind === 'HorizontalPodAutoscaler') as any).spec.minReplicas = 'two'
      },
      'HorizontalPodAutoscaler/unbound-web: spec.minReplicas must be integer',
    ],
    [
      'a required field left out',
      (copy: Manifest[]) => {
        delete (copy.find((o) => o.kind === 'Service') as any).spec.ports[0].port
      },
      'Service/unbound-web: spec.ports[0] must have required property port',
    ],
    [
      'an env name src/config/env.ts does not declare',
      (copy: Manifest[]) => {
        webContainer(copy).env.push({ name: 'RUN_JOB', value: 'false' })
      },
      'Deployment/unbound-web, container web: RUN_JOB is not a variable of src/config/env.ts',
    ],
    [
      'a ConfigMap key src/config/env.ts does not declare',
      (copy: Manifest[]) => {
        ;(copy.find((o) => o.kind === 'ConfigMap') as any).data.SMTP_PASSWORD = 'x'
      },
      // Once for each role that reads the ConfigMap.
      ...[
        'Job/unbound-migrate, container migrate',
        'Deployment/unbound-web, container web',
        'Deployment/unbound-worker, container worker',
      ].map((where) => `${where}: SMTP_PASSWORD is not a variable of src/config/env.ts`),
    ],
    [
      'a file for a variable that is not read from files',
      (copy: Manifest[]) => {
        webContainer(copy).env.push({ name: 'LOG_LEVEL_FILE', value: '/run/secrets/unbound/x' })
      },
      'Deployment/unbound-web, container web: LOG_LEVEL cannot be read from a file (LOG_LEVEL_FILE)',
    ],
    [
      'a secret file no mounted Secret holds',
      (copy: Manifest[]) => {
        webContainer(copy).env.push({ name: 'SMTP_PASS_FILE', value: '/run/secrets/unbound/smtp' })
      },
      'Deployment/unbound-web, container web: SMTP_PASS_FILE "/run/secrets/unbound/smtp" is not a file of a Secret mounted in the container',
    ],
    [
      'a variable given both ways',
      (copy: Manifest[]) => {
        webContainer(copy).env.push({ name: 'PAYLOAD_SECRET', value: 'inline' })
      },
      'Deployment/unbound-web, container web: both PAYLOAD_SECRET and PAYLOAD_SECRET_FILE are set',
    ],
  ])('the check refuses %s', async (_, change, ...problems) => {
    expect(await problemsAfter(change)).toEqual(problems)
  })

  it("validates the backup CronJob of docs/deploy.md's Kubernetes section", async () => {
    const docs = read('docs/deploy.md')
    const section = docs.slice(
      docs.indexOf('\n## Kubernetes\n'),
      docs.indexOf('\n## The cluster test'),
    )
    const block = /```yaml\n([\s\S]*?)```/.exec(section)![1]!
    const cronJob = parseDocuments(block, 'docs/deploy.md') as Manifest[]
    expect(cronJob.map((o) => o.kind)).toEqual(['CronJob'])
    expect(podSpecs(cronJob[0]!)[0]!.containers[0]!.command).toEqual([
      ...packageScripts.backup!.split(' '),
      '/backups',
      '--keep',
      '14',
    ])
    expect(await validateManifests([find('ConfigMap', 'unbound-config'), ...cronJob])).toEqual([])
  })

  it('refuses a kustomization field it does not render, rather than leaving it out', () => {
    const files = (file: string) =>
      file === 'kustomization.yaml'
        ? `${read('deploy/kubernetes/kustomization.yaml')}\npatches:\n  - path: more.yaml\n`
        : read(`deploy/kubernetes/${file}`)
    expect(() => renderKustomization(undefined, files)).toThrow(
      'kustomization.yaml: "patches" is not rendered by this check',
    )
  })
})

describe('the roles as the product runs them', () => {
  it('run what npm start, npm run worker and npm run migrate run, as the image user', () => {
    expect(container('web').command).toEqual(packageScripts.start!.split(' '))
    expect(container('worker').command).toEqual(packageScripts.worker!.split(' '))
    expect(container('migrate').command).toEqual(packageScripts.migrate!.split(' '))
    // The Dockerfile's user `node` is 1000 in the node images.
    expect(read('Dockerfile')).toMatch(/^USER node$/m)
    for (const pod of Object.values(pods)) {
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        runAsUser: 1000,
        seccompProfile: { type: 'RuntimeDefault' },
      })
      expect(pod.automountServiceAccountToken).toBe(false)
      for (const main of pod.containers) {
        expect(main.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        })
        expect(main.resources.requests.memory).toBeTruthy()
        expect(main.resources.limits.memory).toBeTruthy()
        // A read-only root: what the app writes is mounted.
        const mounts = main.volumeMounts.map((mount: { mountPath: string }) => mount.mountPath)
        expect(mounts).toEqual(expect.arrayContaining(['/tmp', '/app/data']))
      }
    }
    expect(container('web').volumeMounts).toContainEqual(
      expect.objectContaining({ mountPath: '/app/.next/cache' }),
    )
  })

  it('web servers: health for liveness, ready for readiness, out of the Service before they stop', () => {
    const main = container('web')
    const port = main.ports.find((p: { name: string }) => p.name === 'http').containerPort
    expect(envOf('web')).toMatchObject({ PORT: String(port), RUN_JOBS: 'false' })
    expect(main.livenessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' })
    expect(main.startupProbe.httpGet).toEqual({ path: '/api/health', port: 'http' })
    expect(main.readinessProbe.httpGet).toEqual({ path: '/api/ready', port: 'http' })
    const [sleep, seconds] = main.lifecycle.preStop.exec.command
    expect(sleep).toBe('sleep')
    expect(pods.web.terminationGracePeriodSeconds).toBeGreaterThan(
      Number(seconds) + shutdownGraceMs / 1000,
    )
    expect(web.spec.strategy.rollingUpdate.maxUnavailable).toBe(0)

    const podLabels = web.spec.template.metadata.labels
    const selects = (selector: Record<string, string>) =>
      Object.entries(selector).every(([key, value]) => podLabels[key] === value)
    expect(selects(web.spec.selector.matchLabels)).toBe(true)
    const service = find('Service', 'unbound-web')
    expect(selects(service.spec.selector)).toBe(true)
    expect(service.spec.ports[0].targetPort).toBe('http')
    expect(selects(find('PodDisruptionBudget', 'unbound-web').spec.selector.matchLabels)).toBe(true)
    const autoscaler = find('HorizontalPodAutoscaler', 'unbound-web')
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'unbound-web',
    })
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2)
    // The autoscaler owns the count: a replicas field would reset it at every apply.
    expect(web.spec.replicas).toBeUndefined()
  })

  it('the worker: a heartbeat file its probe reads, and time to finish its jobs', () => {
    const main = container('worker')
    expect(envOf('worker').WORKER_HEARTBEAT_FILE).toMatch(/^\/tmp\//)
    expect(main.livenessProbe.exec.command).toEqual(main.startupProbe.exec.command)
    expect(main.livenessProbe.exec.command.join(' ')).toContain('WORKER_HEARTBEAT_FILE')
    expect(pods.worker.terminationGracePeriodSeconds).toBeGreaterThan(25)
    expect(envOf('worker').RUN_JOBS).toBeUndefined()
  })

  it('the migration Job runs once, and only it gets the first admin password', () => {
    expect(pods.migrate.restartPolicy).toBe('Never')
    expect(migrate.spec.backoffLimit).toBeGreaterThanOrEqual(1)
    expect(envOf('migrate').ADMIN_PASSWORD_FILE).toBeTruthy()
    expect(envOf('web').ADMIN_PASSWORD_FILE).toBeUndefined()
  })

  it('every role gets the database and the secret from files; docs/deploy.md creates each key mounted', () => {
    for (const role of ['web', 'worker', 'migrate'] as const) {
      expect(envOf(role).DATABASE_URI_FILE, role).toBe('/run/secrets/unbound/database-uri')
      expect(envOf(role).PAYLOAD_SECRET_FILE, role).toBe('/run/secrets/unbound/payload-secret')
    }
    const mounted = new Set(
      Object.values(pods).flatMap((pod) =>
        pod.volumes
          .filter((volume: { secret?: unknown }) => volume.secret)
          .flatMap((volume: { secret: { items: { key: string }[] } }) =>
            volume.secret.items.map((item) => item.key),
          ),
      ),
    )
    const docs = read('docs/deploy.md')
    const command = docs.slice(
      docs.indexOf('kubectl -n unbound create secret generic unbound-secrets'),
    )
    const created = [
      ...command.slice(0, command.indexOf('```')).matchAll(/--from-file=([a-z0-9-]+)=/g),
    ]
    expect(new Set(created.map((match) => match[1]))).toEqual(mounted)
  })
})
