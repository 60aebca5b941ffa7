/**
 * `kustomize build deploy/kubernetes` for the fields its kustomization.yaml uses: `resources`
 * (files of the folder), `namespace`, `labels` (on the objects' own metadata) and `images`. Any
 * other field is refused rather than left out, so a base that outgrows this subset fails the
 * check instead of being checked as something it is not.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import YAML from 'yaml'

import { root } from '@/config/paths'

export const kubernetesDir = path.join(root, 'deploy/kubernetes')

export type Manifest = {
  apiVersion: string
  kind: string
  metadata: { name: string; namespace?: string; labels?: Record<string, string> }
  [field: string]: unknown
}

type Kustomization = {
  namespace?: string
  labels?: {
    pairs: Record<string, string>
    includeSelectors?: boolean
    includeTemplates?: boolean
  }[]
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[]
  resources?: string[]
}

const rendered = new Set(['apiVersion', 'kind', 'namespace', 'labels', 'images', 'resources'])

/** Kinds that live outside any namespace (of those a base like this one could hold). */
const clusterScoped = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'PriorityClass',
  'StorageClass',
])

type Container = { name: string; image?: string; command?: string[] }
export type PodSpec = {
  containers: Container[]
  initContainers?: Container[]
  [field: string]: unknown
}

/** The pod specs of an object: a Pod's own, a workload's template, a CronJob's job template. */
export function podSpecs(object: Manifest): PodSpec[] {
  type Templated = { template?: { spec?: PodSpec } }
  const spec = object.spec as (Templated & { jobTemplate?: { spec?: Templated } }) | undefined
  if (object.kind === 'Pod') return spec ? [spec as unknown as PodSpec] : []
  const template = object.kind === 'CronJob' ? spec?.jobTemplate?.spec?.template : spec?.template
  return template?.spec ? [template.spec] : []
}

/** Parses YAML documents, failing with the file's name on a syntax error. */
export function parseDocuments(text: string, file: string): unknown[] {
  return YAML.parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`)
      return document.toJSON() as unknown
    })
    .filter((value) => value !== null)
}

/** `name[:tag][@digest]` with a kustomization's `images` entry applied when its name matches. */
function retag(image: string, rules: NonNullable<Kustomization['images']>): string {
  const [reference = '', digest] = image.split('@')
  const colon = reference.lastIndexOf(':')
  const hasTag = colon > reference.lastIndexOf('/')
  const name = hasTag ? reference.slice(0, colon) : reference
  const tag = hasTag ? reference.slice(colon + 1) : undefined
  const rule = rules.find((entry) => entry.name === name)
  if (!rule) return image
  const newTag = rule.newTag ?? tag
  const newDigest = rule.digest ?? digest
  return `${rule.newName ?? name}${newTag ? `:${newTag}` : ''}${newDigest ? `@${newDigest}` : ''}`
}

/** The objects `kustomize build <dir>` prints, in the order of `resources`. */
export function renderKustomization(
  dir = kubernetesDir,
  read = (file: string) => readFileSync(path.join(dir, file), 'utf8'),
): Manifest[] {
  const [kustomization] = parseDocuments(read('kustomization.yaml'), 'kustomization.yaml') as [
    Kustomization & Record<string, unknown>,
  ]
  for (const field of Object.keys(kustomization))
    if (!rendered.has(field))
      throw new Error(
        `kustomization.yaml: "${field}" is not rendered by this check (it renders ${[...rendered].join(', ')})`,
      )
  for (const { includeSelectors, includeTemplates } of kustomization.labels ?? [])
    if (includeSelectors || includeTemplates)
      throw new Error('kustomization.yaml: labels are rendered on metadata only')

  return (kustomization.resources ?? []).flatMap((file) => {
    if (!/\.ya?ml$/.test(file) || file.includes('..'))
      throw new Error(`kustomization.yaml: resource "${file}" is not a YAML file of this folder`)
    return (parseDocuments(read(file), file) as Manifest[]).map((object) => {
      const copy = structuredClone(object)
      copy.metadata ??= { name: '' }
      if (kustomization.namespace && !clusterScoped.has(copy.kind))
        copy.metadata.namespace = kustomization.namespace
      for (const { pairs } of kustomization.labels ?? [])
        copy.metadata.labels = { ...copy.metadata.labels, ...pairs }
      for (const pod of podSpecs(copy))
        for (const container of [...pod.containers, ...(pod.initContainers ?? [])])
          if (container.image) container.image = retag(container.image, kustomization.images ?? [])
      return copy
    })
  })
}
