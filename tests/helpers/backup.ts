import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { createGunzip, createGzip } from 'node:zlib'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import tar from 'tar-stream'

import { collectionTable } from '@/backup/database'
import {
  databaseFor,
  knownMigrations,
  product,
  secretFingerprint,
  type Installation,
} from '@/backup/installation'
import type { FileStore } from '@/backup/storage'

import { npmScriptCommand, runPreScript } from './npmScripts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Runs what `npm run backup` or `npm run restore` runs (the server's compilation, then
 * dist/server/<name>.js) in its own process, as cron or an operator would, from `cwd`, against
 * which relative paths (MEDIA_DIR, `file:./…`) resolve.
 */
export function runBackupScript(
  name: 'backup' | 'restore',
  args: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  runPreScript(name)
  // Run from `cwd`: the compiled entry is named by its full path, Node's flags kept before it.
  const [program, ...scriptArgs] = npmScriptCommand(name)
  const entryArgs = scriptArgs.map((arg) => (arg.endsWith('.js') ? path.join(root, arg) : arg))
  const child = spawn(program, [...entryArgs, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** Every table's rows, each as canonical JSON, sorted: two databases with equal rows compare equal. */
export async function tableRows(uri: string): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {}
  const canonical = (row: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(row)
        .sort()
        .map((key) => [
          key,
          row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key],
        ]),
    )
  if (uri.startsWith('file:')) {
    const client = createClient({ url: uri })
    try {
      const tables = await client.execute(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
      )
      for (const { name } of tables.rows) {
        const rows = await client.execute(`select * from "${String(name)}"`)
        result[String(name)] = rows.rows
          .map((row) => canonical(Object.fromEntries(rows.columns.map((c, i) => [c, row[i]]))))
          .sort()
      }
    } finally {
      client.close()
    }
    return result
  }
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const tables = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    )
    for (const { tablename } of tables.rows) {
      const rows = await client.query(`select * from public."${tablename}"`)
      result[tablename] = rows.rows.map(canonical).sort()
    }
  } finally {
    await client.end()
  }
  return result
}

const counted = (rows: string[]) => {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row, (counts.get(row) ?? 0) + 1)
  return counts
}
/** Rows of `inner` missing from `outer` (as multisets), per table. */
export function missingRows(
  inner: Record<string, string[]>,
  outer: Record<string, string[]>,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {}
  for (const [table, rows] of Object.entries(inner)) {
    const available = counted(outer[table] ?? [])
    for (const row of rows) {
      const left = available.get(row) ?? 0
      if (left > 0) available.set(row, left - 1)
      else (missing[table] ??= []).push(row)
    }
  }
  return missing
}

/** Every file under `folder` (its path below it) and the SHA-256 of its bytes; {} without the folder. */
export async function treeBytes(folder: string): Promise<Record<string, string>> {
  if (!existsSync(folder)) return {}
  const result: Record<string, string> = {}
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name)
      result[path.relative(folder, file)] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
    }
  return result
}

/** Every stored file's key and the SHA-256 of its bytes. */
export async function storedBytes(store: FileStore): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const { key } of await store.list()) {
    const opened = await store.open(key)
    const hash = createHash('sha256')
    for await (const chunk of opened!.body) hash.update(chunk)
    result[key] = hash.digest('hex')
  }
  return result
}

/** Copies an archive entry by entry; `change` may return other bytes for an entry, or null to leave it out. */
export async function repackArchive(
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => Buffer | null,
): Promise<void> {
  const extract = tar.extract()
  const pack = tar.pack()
  const reading = pipeline(createReadStream(from), createGunzip(), extract)
  const writing = pipeline(pack, createGzip(), createWriteStream(to))
  for await (const entry of extract) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    const bytes = change(entry.header.name, Buffer.concat(chunks))
    if (bytes) pack.entry({ name: entry.header.name }, bytes)
  }
  await reading
  pack.finalize()
  await writing
}

/** A PNG large enough for both image sizes (card 640 wide, og 1200×630). */
export const testImage = () =>
  sharp({ create: { width: 1300, height: 700, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()

/**
 * What an installation holds beyond the seed: a form submission, a customer with an
 * organisation and an engine instance (with an encrypted SMTP password), an uploaded image.
 */
export async function addCustomerContent(payload: Payload): Promise<void> {
  const form = (await payload.find({ collection: 'forms', limit: 1, depth: 0 })).docs[0]
  await payload.create({
    collection: 'form-submissions',
    data: {
      form: form.id,
      submissionData: [{ field: 'message', value: 'Please call me back' }],
    } as never,
    depth: 0,
  })
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'shop@customers.test', password: 'a-long-password-1', _verified: true } as never,
    disableVerificationEmail: true,
    depth: 0,
  })
  const organisation = await payload.create({
    collection: 'organisations',
    data: { name: 'Alpine Shop', owner: customer.id } as never,
    depth: 0,
  })
  await payload.create({
    collection: 'engine-instances',
    data: {
      organisation: organisation.id,
      shopName: 'Alpine Shop',
      recipientEmail: 'orders@shop.test',
      instanceId: 'inst-backup-1',
      subdomain: 'alpine-backup',
      // A public address: the rules refuse private and unresolvable SMTP hosts.
      smtpHost: '93.184.215.14',
      smtpPort: 587,
      smtpUser: 'mailer',
      smtpPassword: 'smtp-secret-1',
    } as never,
    depth: 0,
  })
  const image = await testImage()
  await payload.create({
    collection: 'media',
    data: { alt: 'Uploaded for the backup' },
    file: { data: image, mimetype: 'image/png', name: 'backup-upload.png', size: image.length },
    depth: 0,
  })
}

/**
 * Writes form submissions one after another (as visitors would) until stopped; returns how many.
 * Each write is a Local API create with the collection's hooks.
 */
export function keepWriting(payload: Payload): { stop: () => Promise<number> } {
  let running = true
  let written = 0
  const loop = (async () => {
    const form = (await payload.find({ collection: 'forms', limit: 1, depth: 0 })).docs[0]
    while (running) {
      await payload.create({
        collection: 'form-submissions',
        data: {
          form: form.id,
          submissionData: [{ field: 'message', value: `written during the backup #${written}` }],
        } as never,
        // Without the staff e-mail: its job would run and log for every submission.
        context: { skipNotification: true },
        depth: 0,
      })
      written++
      await sleep(20)
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return written
    },
  }
}

/** The app's config as the backup reads it (collections and their tables). */
async function loadedConfig() {
  const { default: config } = await import('@payload-config')
  return config
}

/** An installation of the test: a database and a file store, with this code's migrations and version. */
export async function testInstallation(
  databaseUri: string,
  files: FileStore,
): Promise<Installation> {
  const config = await loadedConfig()
  const database = databaseFor(databaseUri)
  return {
    database,
    files,
    knownMigrations: await knownMigrations(database.kind),
    collections: Object.fromEntries(
      config.collections.map((collection) => [collection.slug, collectionTable(collection)]),
    ),
    product: product(),
    secretFingerprint: secretFingerprint(process.env.PAYLOAD_SECRET),
  }
}

export type BackedUp = {
  archive: string
  /** Rows and files before the writes began, rows after they ended. */
  before: Record<string, string[]>
  after: Record<string, string[]>
  files: Record<string, string>
  written: number
}

/**
 * Runs npm run backup's entry in its own process against the installation the test's Payload
 * serves, while that Payload keeps writing form submissions.
 */
export async function backUpWhileWriting(
  payload: Payload,
  source: { databaseUri: string; files: FileStore; cwd: string; env: Record<string, string> },
  output: string,
): Promise<BackedUp> {
  const before = await tableRows(source.databaseUri)
  const files = await storedBytes(source.files)
  const writer = keepWriting(payload)
  let written = 0
  let result: Awaited<ReturnType<typeof runBackupScript>>
  try {
    result = await runBackupScript('backup', [output], {
      cwd: source.cwd,
      env: { ...source.env, DATABASE_URI: source.databaseUri },
    })
  } finally {
    written = await writer.stop()
  }
  if (result.code !== 0) throw new Error(`npm run backup failed:\n${result.output}`)
  const archive = /✔ (\S+\.tar\.gz)/.exec(result.output)?.[1]
  if (!archive) throw new Error(`npm run backup named no archive:\n${result.output}`)
  return { archive, before, after: await tableRows(source.databaseUri), files, written }
}
