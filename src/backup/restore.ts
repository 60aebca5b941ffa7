import { existsSync, statSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { extractArchive, type Written } from './archive'
import { BackupError } from './errors'
import type { Installation } from './installation'
import {
  compareVersions,
  databaseEntry,
  filesRoot,
  manifestName,
  parseManifest,
  type Manifest,
} from './manifest'

export type RestoreOptions = {
  /** Replace a database or storage that already holds data. */
  force?: boolean
  log?: (line: string) => void
}

export type RestoreResult = { manifest: Manifest; replaced: string[]; warnings: string[] }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

/** Every entry the manifest names is there with its size and checksum, and nothing else is. */
function checkEntries(manifest: Manifest, entries: Map<string, Written>, archive: string) {
  const expected = [
    {
      path: manifest.database.path,
      size: manifest.database.size,
      sha256: manifest.database.sha256,
    },
    ...manifest.files,
  ]
  for (const entry of expected) {
    const found = entries.get(entry.path)
    if (!found)
      throw new BackupError(
        `${archive} lacks ${entry.path}, which its manifest lists: the archive is incomplete.`,
      )
    if (found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new BackupError(
        `${entry.path} in ${archive} does not match the checksum of its manifest: the archive is damaged. Nothing was changed.`,
      )
  }
  const listed = new Set([manifestName, ...expected.map((entry) => entry.path)])
  const extra = [...entries.keys()].find((name) => !listed.has(name))
  if (extra) throw new BackupError(`${archive} holds ${extra}, which its manifest does not list.`)
  if (manifest.database.path !== databaseEntry[manifest.database.kind])
    throw new BackupError(`${archive}'s manifest names an unexpected database file.`)
}

/** Refuses an archive this code cannot bring back: other product, newer code, unknown migrations, other database kind. */
function checkCompatible(manifest: Manifest, installation: Installation): string[] {
  const { product, database } = installation
  const warnings: string[] = []
  if (manifest.product.name !== product.name)
    throw new BackupError(
      `The archive is a backup of "${manifest.product.name}", not of ${product.name}.`,
    )
  if (manifest.database.kind !== database.kind)
    throw new BackupError(
      `The archive holds a ${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but DATABASE_URI names ${database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: restore into the same kind of database.`,
    )
  const known = new Set(installation.knownMigrations)
  const unknown = manifest.database.migrations.filter((name) => !known.has(name))
  if (unknown.length)
    throw new BackupError(
      `The archive was made by a newer version (${manifest.product.version}): its database has ${plural(unknown.length, 'migration')} this code does not know (${unknown.join(', ')}). Restore it with that version or newer.`,
    )
  if (compareVersions(manifest.product.version, product.version) > 0)
    warnings.push(
      `The archive was made by version ${manifest.product.version}, this is ${product.version}; its migrations are all known here.`,
    )
  const applied = new Set(manifest.database.migrations)
  const pending = installation.knownMigrations.filter((name) => !applied.has(name))
  if (pending.length)
    warnings.push(
      `The archive is older than this code: the next start applies ${plural(pending.length, 'migration')} (${pending.join(', ')}).`,
    )
  if (
    manifest.secretFingerprint &&
    installation.secretFingerprint &&
    manifest.secretFingerprint !== installation.secretFingerprint
  )
    warnings.push(
      'PAYLOAD_SECRET differs from the one of the backed-up installation: sessions end, and encrypted settings (SMTP passwords of engine instances) cannot be read until they are entered again. Set the old PAYLOAD_SECRET to keep them.',
    )
  return warnings
}

/**
 * Brings an archive of npm run backup back into the configured database and file storage.
 * Every check (archive, checksums, migrations, target empty unless `force`) passes before
 * anything is changed; then the database is restored, then the files, then both are counted.
 */
async function readChecked(archive: string, staging: string, installation: Installation) {
  const name = path.basename(archive)
  const entries = await extractArchive(archive, staging)
  if (!entries.has(manifestName))
    throw new BackupError(`${name} has no ${manifestName}: it is not an archive of npm run backup.`)
  const manifest = parseManifest(await readFile(path.join(staging, manifestName), 'utf8'))
  checkEntries(manifest, entries, name)
  return { manifest, warnings: checkCompatible(manifest, installation) }
}

function assertArchiveFile(archive: string) {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`)
  if (statSync(archive).isDirectory())
    throw new BackupError(`${archive} is a folder, not an archive.`)
}

/**
 * Reads the whole archive and checks it as a restore would (every checksum, the manifest, the
 * migrations against this code), without touching the database or the files.
 */
export async function checkBackup(
  archive: string,
  installation: Installation,
): Promise<{ manifest: Manifest; warnings: string[] }> {
  assertArchiveFile(archive)
  const staging = await mkdtemp(path.join(tmpdir(), 'unbound-check-'))
  try {
    return await readChecked(archive, staging, installation)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

export async function restoreBackup(
  archive: string,
  installation: Installation,
  { force = false, log = () => undefined }: RestoreOptions = {},
): Promise<RestoreResult> {
  assertArchiveFile(archive)
  const name = path.basename(archive)
  const { database, files } = installation

  const staging = await mkdtemp(path.join(tmpdir(), 'unbound-restore-'))
  try {
    log(`• Reading ${name} and checking every checksum …`)
    const { manifest, warnings } = await readChecked(archive, staging, installation)

    await database.assertReachable()
    await files.assertReachable()
    const [current, stored] = [await database.inspect(), await files.list()]
    const replaced: string[] = []
    if (current)
      replaced.push(
        `the ${database.describe} (${plural(Object.keys(current.tables).length, 'table')}, ${plural(sum(current.tables), 'row')})`,
      )
    if (stored.length) replaced.push(`${plural(stored.length, 'file')} in ${files.describe}`)
    if (replaced.length && !force)
      throw new BackupError(
        `The target is not empty: ${replaced.join(' and ')} already hold data. Restore into an empty installation, or add --force to replace it (everything in them is deleted). Nothing was changed.`,
      )
    for (const warning of warnings) log(`! ${warning}`)
    if (replaced.length) log(`• --force: replacing ${replaced.join(' and ')}.`)

    log(`• Restoring the ${database.describe} …`)
    await database.restore(path.join(staging, manifest.database.path))
    if (stored.length) await files.clear()
    log(`• Restoring ${plural(manifest.files.length, 'file')} into ${files.describe} …`)
    for (const file of manifest.files)
      await files.write(
        { key: file.path.slice(filesRoot.length), size: file.size, contentType: file.contentType },
        path.join(staging, file.path),
      )

    await verify(manifest, installation)
    log(
      `• Verified: ${plural(sum(manifest.database.collections), 'document')} in ${plural(Object.keys(manifest.database.collections).length, 'collection')}, ${plural(sum(manifest.database.tables), 'row')} in all, ${plural(manifest.files.length, 'file')}.`,
    )
    return { manifest, replaced, warnings }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** The restored database has the manifest's rows per table and migrations; every file is stored with its size. */
async function verify(manifest: Manifest, { database, files }: Installation): Promise<void> {
  const state = await database.inspect()
  const differences = Object.entries(manifest.database.tables)
    .filter(([table, rows]) => state?.tables[table] !== rows)
    .map(([table, rows]) => `${table}: ${state?.tables[table] ?? 'missing'} instead of ${rows}`)
  if (differences.length || state?.migrations.join() !== manifest.database.migrations.join())
    throw new BackupError(
      `The restored database differs from the archive (${differences.slice(0, 5).join('; ') || 'migrations'}).`,
    )
  const sizes = new Map((await files.list()).map((file) => [file.key, file.size]))
  const wrong = manifest.files.filter(
    (file) => sizes.get(file.path.slice(filesRoot.length)) !== file.size,
  )
  if (wrong.length)
    throw new BackupError(
      `${plural(wrong.length, 'restored file')} differ from the archive, e.g. ${wrong[0].path}.`,
    )
}
