import { createLocalReq, type Field, type Payload, type PayloadRequest, type Where } from 'payload'

import {
  changesFor,
  confirm,
  emptyState,
  statusOf,
  step,
  type Change,
  type Snapshot,
  type Status,
  type TranslationState,
} from './derive'
import {
  localeFieldName,
  statusGroup,
  storeSlug,
  targetKey,
  translatedCollections,
  translatedGlobals,
  type Target,
} from './settings'
import { fieldsAlong, snapshotOf } from './snapshot'

type Row = {
  id: number | string
  key: string
  state?: TranslationState | null
  seenAt?: string | null
}

export type DocumentStatus = {
  target: Target
  statuses: Record<string, Status>
  changes: Record<string, Change[]>
  snapshot: Snapshot
}

export const localesOf = (payload: Payload): string[] =>
  payload.config.localization ? payload.config.localization.localeCodes : []

export const configOf = (payload: Payload, target: Target) =>
  'global' in target
    ? payload.globals.config.find((global) => global.slug === target.global)!
    : payload.collections[target.collection].config

const versioned = (payload: Payload, target: Target) => Boolean(configOf(payload, target).versions)

async function loadRow(req: PayloadRequest, target: Target): Promise<Row | undefined> {
  const found = await req.payload.find({
    collection: storeSlug,
    where: { key: { equals: targetKey(target) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs[0] as unknown as Row | undefined
}

type Version = { updatedAt: string; version: Record<string, unknown> }

/** The versions saved since `since` (all of them without), oldest first, in every language. */
async function versionsSince(req: PayloadRequest, target: Target, since?: string | null) {
  const where: Where[] = since ? [{ updatedAt: { greater_than: since } }] : []
  const common = {
    sort: 'updatedAt',
    locale: 'all' as const,
    depth: 0,
    pagination: false as const,
    overrideAccess: true,
    req,
  }
  const found =
    'global' in target
      ? await req.payload.findGlobalVersions({
          slug: target.global,
          where: where.length ? { and: where } : undefined,
          ...common,
        })
      : await req.payload.findVersions({
          collection: target.collection,
          where: { and: [{ parent: { equals: target.id } }, ...where] },
          ...common,
        })
  return found.docs as unknown as Version[]
}

/** What happened since the row was last brought up to date: one content per version or save. */
async function contentSince(
  req: PayloadRequest,
  target: Target,
  since?: string | null,
): Promise<Version[]> {
  if (versioned(req.payload, target)) return versionsSince(req, target, since)
  if ('global' in target) {
    const doc = await req.payload.findGlobal({
      slug: target.global,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      req,
    })
    return [
      { updatedAt: String(doc.updatedAt), version: doc as unknown as Record<string, unknown> },
    ]
  }
  const doc = await req.payload.findByID({
    collection: target.collection,
    id: target.id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return doc
    ? [{ updatedAt: String(doc.updatedAt), version: doc as unknown as Record<string, unknown> }]
    : []
}

export function snapshotFor(payload: Payload, target: Target, doc: Record<string, unknown>) {
  return snapshotOf(
    configOf(payload, target).fields as Field[],
    doc,
    localesOf(payload),
    payload.config.blocks ?? [],
  )
}

/** The fields a path of the document's snapshot goes through (see `fieldsAlong`). */
export const fieldsAlongPath = (
  payload: Payload,
  target: Target,
  doc: Record<string, unknown>,
  path: string,
) =>
  fieldsAlong(configOf(payload, target).fields as Field[], doc, path, payload.config.blocks ?? [])

function describe(payload: Payload, target: Target, state: TranslationState): DocumentStatus {
  const locales = localesOf(payload)
  return {
    target,
    snapshot: state.seen,
    statuses: Object.fromEntries(
      locales.map((locale) => [locale, statusOf(state, locale, locales)]),
    ),
    changes: Object.fromEntries(
      locales.map((locale) => [locale, changesFor(state, locale, locales)]),
    ),
  }
}

/**
 * The list views filter on the status group of the document and, with drafts, of its newest
 * version (the list shows drafts). Written at the database level: a save through Payload would
 * make a new version.
 */
async function mirror(req: PayloadRequest, target: Target, statuses: Record<string, Status>) {
  if ('global' in target) return
  const value = Object.fromEntries(
    Object.entries(statuses).map(([locale, status]) => [localeFieldName(locale), status]),
  )
  const { payload } = req
  const exists = await payload.db.count({
    collection: target.collection,
    where: { id: { equals: target.id } },
    req,
  })
  if (exists.totalDocs > 0)
    await payload.db.updateOne({
      collection: target.collection,
      id: target.id,
      data: { [statusGroup]: value },
      req,
      returning: false,
    })
  if (!payload.collections[target.collection].config.versions) return
  const latest = await payload.db.findVersions({
    collection: target.collection,
    where: { and: [{ parent: { equals: target.id } }, { latest: { equals: true } }] },
    limit: 1,
    sort: '-updatedAt',
    req,
  })
  const version = latest.docs[0]
  if (!version) return
  await payload.db.updateVersion({
    collection: target.collection,
    id: version.id,
    // MongoDB would replace the whole version object; SQL adapters set the named columns only.
    versionData: (payload.db.name === 'mongoose'
      ? { [`version.${statusGroup}`]: value }
      : { version: { [statusGroup]: value } }) as never,
    req,
    returning: false,
  })
}

async function save(
  req: PayloadRequest,
  target: Target,
  row: Row | undefined,
  state: TranslationState,
  seenAt: string | null | undefined,
  statuses: Record<string, Status>,
) {
  const data = {
    key: targetKey(target),
    target: 'global' in target ? target.global : target.collection,
    document: 'global' in target ? '' : String(target.id),
    status: Object.fromEntries(
      Object.entries(statuses).map(([locale, status]) => [localeFieldName(locale), status]),
    ),
    state,
    seenAt,
  }
  if (row)
    await req.payload.update({
      collection: storeSlug,
      id: row.id,
      data: data as never,
      depth: 0,
      overrideAccess: true,
      req,
    })
  else
    await req.payload.create({
      collection: storeSlug,
      data: data as never,
      depth: 0,
      overrideAccess: true,
      req,
    })
  await mirror(req, target, statuses)
}

/**
 * Brings a document's translation status up to date: folds the versions saved since the last
 * time (every version on the first time: the backfill) into its state, stores the state and the
 * status per language, and mirrors the status onto the document for the list views.
 */
export async function refresh(req: PayloadRequest, target: Target): Promise<DocumentStatus> {
  const locales = localesOf(req.payload)
  const row = await loadRow(req, target)
  const contents = await contentSince(req, target, row?.seenAt)
  let state = row?.state ?? emptyState()
  for (const content of contents)
    state = step(state, snapshotFor(req.payload, target, content.version), locales)
  const described = describe(req.payload, target, state)
  const seenAt = contents.at(-1)?.updatedAt ?? row?.seenAt
  if (!row || contents.length > 0) await save(req, target, row, state, seenAt, described.statuses)
  return described
}

/**
 * Records that `locale` is translated (every field, or the `paths` given): it goes with what the
 * other languages say now.
 */
export async function confirmTranslation(
  req: PayloadRequest,
  target: Target,
  locale: string,
  paths?: readonly string[],
): Promise<DocumentStatus> {
  await refresh(req, target)
  const row = (await loadRow(req, target))!
  const state = confirm(row.state ?? emptyState(), locale, localesOf(req.payload), paths)
  const described = describe(req.payload, target, state)
  await save(req, target, row, state, row.seenAt, described.statuses)
  return described
}

/** Forgets a deleted document's status. */
export async function forget(req: PayloadRequest, target: Target) {
  await req.payload.delete({
    collection: storeSlug,
    where: { key: { equals: targetKey(target) } },
    overrideAccess: true,
    req,
  })
}

/**
 * Derives the status of every translated document that has none yet (after a migration, a
 * restore or the seed), from its versions. Documents with a status are left as they are.
 */
export async function backfill(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  const known = await payload.find({
    collection: storeSlug,
    depth: 0,
    pagination: false,
    select: { key: true } as never,
    overrideAccess: true,
    req,
  })
  const keys = new Set(known.docs.map((doc) => (doc as unknown as Row).key))
  const targets: Target[] = translatedGlobals.map((global) => ({ global }))
  for (const collection of translatedCollections) {
    const ids = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      select: {},
      draft: true,
      overrideAccess: true,
      req,
    })
    targets.push(...ids.docs.map((doc) => ({ collection, id: doc.id })))
  }
  let derived = 0
  for (const target of targets) {
    if (keys.has(targetKey(target))) continue
    await refresh(req, target)
    derived += 1
  }
  return derived
}
