/**
 * Checks rendered Kubernetes objects without a cluster, against the API of a current Kubernetes
 * release as the `kubernetes-models` package ships it (models generated from the API's OpenAPI
 * schema, read offline):
 * - its JSON-schema validation (`validate()`: required fields, types, formats);
 * - its TypeScript types, for what that validation lets through: a field the API does not have,
 *   at any depth (a misspelt `readinessProbe` would otherwise be dropped without a word);
 * - the environment each container gets: every variable (`env`, the keys of an `envFrom`
 *   ConfigMap) is one of src/config/env.ts, and every `<NAME>_FILE` names a variable that may be
 *   read from a file and a file of a Secret mounted in that container.
 * Each problem is one line naming the object.
 */
import path from 'node:path'

import ts from 'typescript'

import { documentation, fileVariables, type VariableName } from '@/config/env'

import { kubernetesDir, podSpecs, type Manifest, type PodSpec } from './render'

const label = (object: Manifest) => `${object.kind}/${object.metadata?.name ?? '(no name)'}`

/** The module of kubernetes-models holding a kind: `v1/Service`, `apps/v1/Deployment`, … */
const modelModule = ({ apiVersion, kind }: Manifest) => `kubernetes-models/${apiVersion}/${kind}`

/** The schema's `data/spec/ports/0` as `spec.ports[0]`. */
const fieldPaths = (message: string) =>
  message.replace(/\bdata((?:\/[^\s/]+)*)/g, (_, at: string) =>
    at
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
      .join('')
      .slice(1),
  )

type Model = { validate(): void }
type ModelClass = new (data: unknown) => Model

/** `validate()` of the kind's model: the API's JSON schema (required fields, types, formats). */
async function schemaProblems(objects: Manifest[]): Promise<string[]> {
  const problems: string[] = []
  for (const object of objects) {
    let model: ModelClass | undefined
    try {
      model = ((await import(modelModule(object))) as Record<string, ModelClass>)[object.kind]
    } catch {}
    if (!model) {
      problems.push(
        `${label(object)}: ${object.apiVersion} ${object.kind} is not a kind of the API`,
      )
      continue
    }
    try {
      new model(object).validate()
    } catch (error) {
      problems.push(`${label(object)}: ${fieldPaths((error as Error).message)}`)
    }
  }
  return problems
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
}

let previousProgram: ts.Program | undefined

/** The checker and each object's declared type (`IDeployment` …) from the models' declarations. */
function declaredTypes(objects: Manifest[]): { checker: ts.TypeChecker; types: ts.Type[] } {
  const file = path.join(kubernetesDir, 'manifests.check.ts')
  const source = objects
    .map(
      (object, index) =>
        `import type { I${object.kind} as T${index} } from '${modelModule(object)}'\nexport type Object${index} = T${index}`,
    )
    .join('\n')
  const host = ts.createCompilerHost(compilerOptions)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest)
  host.fileExists = (name) => name === file || fileExists.call(host, name)
  host.readFile = (name) => (name === file ? source : readFile.call(host, name))
  // The models' declarations stay the same from one check to the next: parsed once.
  const program = ts.createProgram([file], compilerOptions, host, previousProgram)
  previousProgram = program
  const checker = program.getTypeChecker()
  const aliases = program.getSourceFile(file)!.statements.filter(ts.isTypeAliasDeclaration)
  return { checker, types: aliases.map((alias) => checker.getTypeAtLocation(alias.name)) }
}

/** The fields of `value`, at any depth, that `type` does not declare. */
function unknownFields(
  checker: ts.TypeChecker,
  value: unknown,
  declared: ts.Type,
  at: string,
): string[] {
  let type = checker.getNonNullableType(declared)
  if (Array.isArray(value)) {
    if (!checker.isArrayType(type)) return []
    const [element] = checker.getTypeArguments(type as ts.TypeReference)
    return value.flatMap((item, index) => unknownFields(checker, item, element!, `${at}[${index}]`))
  }
  if (value === null || typeof value !== 'object') return []
  // An int-or-string and the like: the object member, if there is exactly one.
  if (type.isUnion()) {
    const objects = type.types.filter((member) => member.flags & ts.TypeFlags.Object)
    if (objects.length !== 1) return []
    type = objects[0]!
  }
  if (!(type.flags & ts.TypeFlags.Object)) return []
  const map = checker.getIndexInfoOfType(type, ts.IndexKind.String)
  return Object.entries(value).flatMap(([key, field]) => {
    const path = at ? `${at}.${key}` : key
    if (map) return unknownFields(checker, field, map.type, path)
    const property = checker.getPropertyOfType(type, key)
    if (!property)
      return [`${path} is not a field of ${checker.typeToString(type).replace(/^I/, '')}`]
    return unknownFields(checker, field, checker.getTypeOfSymbol(property), path)
  })
}

/**
 * Each object against its kind's TypeScript type in the models: a field the type does not
 * declare, at any depth, is one the API does not have. (Types and required fields are the
 * JSON schema's to report.)
 */
function unknownFieldProblems(objects: Manifest[]): string[] {
  const { checker, types } = declaredTypes(objects)
  return objects.flatMap((object, index) =>
    unknownFields(checker, object, types[index]!, '').map(
      (problem) => `${label(object)}: ${problem}`,
    ),
  )
}

type EnvVar = { name: string; value?: string; valueFrom?: unknown }
type EnvFrom = {
  prefix?: string
  configMapRef?: { name: string; optional?: boolean }
  secretRef?: { name: string }
}
type Mount = { name: string; mountPath: string; subPath?: string }
type Volume = { name: string; secret?: { items?: { key: string; path: string }[] } }
type CheckedContainer = {
  name: string
  env?: EnvVar[]
  envFrom?: EnvFrom[]
  volumeMounts?: Mount[]
}

const isVariable = (name: string): name is VariableName => name in documentation
const fileOf = (name: string) =>
  name.endsWith('_FILE') ? (name.slice(0, -'_FILE'.length) as VariableName) : undefined

/** Whether `file` is a file of a Secret volume mounted in the container (one of its items, if listed). */
function secretFileMounted(file: string, container: CheckedContainer, pod: PodSpec): boolean {
  const volumes = (pod.volumes ?? []) as Volume[]
  return (container.volumeMounts ?? []).some((mount) => {
    const secret = volumes.find((volume) => volume.name === mount.name)?.secret
    if (!secret || mount.subPath) return false
    const relative = path.posix.relative(mount.mountPath, file)
    if (!relative || relative.startsWith('..') || path.posix.isAbsolute(relative)) return false
    return !secret.items || secret.items.some((item) => item.path === relative)
  })
}

/** The environment of every container against src/config/env.ts. */
function environmentProblems(objects: Manifest[]): string[] {
  const problems: string[] = []
  const configMaps = new Map(
    objects
      .filter((object) => object.kind === 'ConfigMap')
      .map((object) => [object.metadata.name, (object.data ?? {}) as Record<string, string>]),
  )
  for (const object of objects)
    for (const pod of podSpecs(object))
      for (const container of [
        ...pod.containers,
        ...(pod.initContainers ?? []),
      ] as CheckedContainer[]) {
        const where = `${label(object)}, container ${container.name}`
        const names: string[] = []
        for (const source of container.envFrom ?? []) {
          if (source.secretRef) {
            problems.push(
              `${where}: envFrom Secret ${source.secretRef.name} cannot be checked; mount it and name its files with <NAME>_FILE`,
            )
            continue
          }
          if (!source.configMapRef) continue
          const data = configMaps.get(source.configMapRef.name)
          if (!data) {
            if (!source.configMapRef.optional)
              problems.push(`${where}: ConfigMap ${source.configMapRef.name} is not in the base`)
            continue
          }
          names.push(...Object.keys(data).map((key) => `${source.prefix ?? ''}${key}`))
        }
        for (const variable of container.env ?? []) {
          names.push(variable.name)
          const base = fileOf(variable.name)
          if (!base || !isVariable(base)) continue
          if (!fileVariables.includes(base))
            problems.push(`${where}: ${base} cannot be read from a file (${variable.name})`)
          else if (!variable.value || !secretFileMounted(variable.value, container, pod))
            problems.push(
              `${where}: ${variable.name} "${variable.value ?? ''}" is not a file of a Secret mounted in the container`,
            )
        }
        for (const name of names) {
          const base = fileOf(name)
          if (!isVariable(name) && !(base && isVariable(base)))
            problems.push(`${where}: ${name} is not a variable of src/config/env.ts`)
          if (base && names.includes(base))
            problems.push(`${where}: both ${base} and ${name} are set`)
        }
      }
  return problems
}

/** Every problem of the objects, one line each; none: they are valid. */
export async function validateManifests(objects: Manifest[]): Promise<string[]> {
  return [
    ...(await schemaProblems(objects)),
    ...unknownFieldProblems(objects),
    ...environmentProblems(objects),
  ]
}
