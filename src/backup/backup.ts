import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { writeArchive } from './archive'
import type { DatabaseState } from './database'
import type { Installation } from './installation'
import {
  databaseEntry,
  filesRoot,
  manifestName,
  type Manifest,
  type StoredFileEntry,
} from './manifest'

export const archivePrefix = 'unbound-backup-'
export const archiveSuffix = '.tar.gz'

/** `unbound-backup-20261125T101530Z.tar.gz`: sorts by time, in UTC. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return `${archivePrefix}${stamp}${archiveSuffix}`
}

/** A free file name: the given one, or with -2, -3 … before the suffix. */
function freeName(folder: string, name: string): string {
  let candidate = name
  for (let n = 2; existsSync(path.join(folder, candidate)); n++)
    candidate = name.replace(archiveSuffix, `-${n}${archiveSuffix}`)
  return path.join(folder, candidate)
}

export type BackupResult = { file: string; manifest: Manifest; bytes: number; skipped: string[] }

export type BackupOptions = {
  /** A folder (the archive gets a timestamped name) or a file ending in .tar.gz. */
  output: string
  log?: (line: string) => void
  now?: Date
}

const documentCounts = (state: DatabaseState, collections: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(collections)
      .filter(([, table]) => table in state.tables)
      .map(([slug, table]) => [slug, state.tables[table]]),
  )

/**
 * Writes one archive: a consistent copy of the database taken while the site keeps serving,
 * every stored file of the upload collections, and the manifest (last) describing both.
 */
export async function createBackup(
  installation: Installation,
  { output, log = () => undefined, now = new Date() }: BackupOptions,
): Promise<BackupResult> {
  const { database, files } = installation
  await database.assertReachable()
  await files.assertReachable()

  const file = output.endsWith(archiveSuffix)
    ? path.resolve(output)
    : freeName(path.resolve(output), archiveName(now))
  await mkdir(path.dirname(file), { recursive: true })
  const scratch = await mkdtemp(path.join(tmpdir(), 'unbound-backup-'))
  const archive = writeArchive(file)
  try {
    const copy = path.join(scratch, 'database')
    log(`• Copying the ${database.describe} …`)
    const state = await database.snapshot(copy)
    const dbPath = databaseEntry[database.kind]
    const handle = await open(copy)
    const { size: dbSize } = await handle.stat()
    const dbWritten = await archive.add(dbPath, dbSize, handle.createReadStream())
    await rm(copy, { force: true })

    // Files are listed after the database copy: every file its documents name exists by then.
    const listed = await files.list()
    log(`• Copying ${listed.length} file(s) from ${files.describe} …`)
    const entries: StoredFileEntry[] = []
    const skipped: string[] = []
    for (const { key } of listed) {
      const opened = await files.open(key)
      if (!opened) {
        skipped.push(key)
        continue
      }
      const written = await archive.add(`${filesRoot}${key}`, opened.size, opened.body)
      entries.push({
        path: `${filesRoot}${key}`,
        ...written,
        ...(opened.contentType ? { contentType: opened.contentType } : {}),
      })
    }
    if (skipped.length)
      log(`  ${skipped.length} file(s) were deleted while the backup ran: ${skipped.join(', ')}`)

    const manifest: Manifest = {
      format: 'unbound-backup',
      formatVersion: 1,
      createdAt: now.toISOString(),
      product: installation.product,
      database: {
        kind: database.kind,
        path: dbPath,
        ...dbWritten,
        migrations: state.migrations,
        collections: documentCounts(state, installation.collections),
        tables: state.tables,
      },
      storage: { kind: files.kind },
      files: entries,
      ...(installation.secretFingerprint
        ? { secretFingerprint: installation.secretFingerprint }
        : {}),
    }
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
    await archive.add(manifestName, json.length, [json])
    await archive.close()
    return { file, manifest, bytes: (await stat(file)).size, skipped }
  } catch (error) {
    await archive.abort()
    throw error
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/**
 * Keeps the newest `keep` archives of npm run backup in `folder` (by their timestamped names)
 * and deletes the others; returns the deleted paths. Other files are never touched.
 */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter(
    (name) => name.startsWith(archivePrefix) && name.endsWith(archiveSuffix),
  )
  const stamped = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(path.join(folder, name))).mtimeMs })),
  )
  stamped.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name))
  const doomed = stamped.slice(keep).map(({ name }) => path.join(folder, name))
  for (const file of doomed) await rm(file, { force: true })
  return doomed
}
