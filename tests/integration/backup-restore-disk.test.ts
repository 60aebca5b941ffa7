import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Installation } from '@/backup/installation'
import { parseManifest } from '@/backup/manifest'
import { checkBackup, restoreBackup } from '@/backup/restore'
import { diskStore } from '@/backup/storage'

import {
  addCustomerContent,
  backUpWhileWriting,
  missingRows,
  repackArchive,
  storedBytes,
  tableRows,
  testInstallation,
  type BackedUp,
} from '../helpers/backup'
import { freshDatabase, startSeededPayload, type TestPayload } from '../helpers/payload'

/**
 * npm run backup and npm run restore with media on disk, on the database of the run (SQLite, or
 * PostgreSQL when TEST_DATABASE_URI names a server): the seeded site and a customer's data are
 * backed up by the command while the site writes, restored into an empty installation, and
 * compared row by row and byte by byte. Then every refusal leaves its target as it was.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'unbound-backup-disk-'))
// The source installation's working directory, its files in data/ as by default: MEDIA_DIR is
// data/media, and the exports and imports folders are beside it.
const home = path.join(scratch, 'home')
const folders = (at: string) => ({
  media: path.join(at, 'data/media'),
  exports: path.join(at, 'data/exports'),
  imports: path.join(at, 'data/imports'),
})

let ctx: TestPayload
let source: Installation
let backedUp: BackedUp
const targets: { drop: () => Promise<void> }[] = []

/** An empty installation: a database that does not exist yet (or has no table), empty folders. */
async function emptyTarget() {
  const database = await freshDatabase()
  targets.push(database)
  const at = folders(mkdtempSync(path.join(scratch, 'target-')))
  return {
    ...(await testInstallation(database.uri, diskStore(at))),
    uri: database.uri,
    folders: at,
  }
}

async function unchanged(target: Installation) {
  expect(await target.database.inspect()).toBeNull()
  expect(await target.files.list()).toEqual([])
}

beforeAll(async () => {
  ctx = await startSeededPayload({ MEDIA_DIR: folders(home).media })
  await addCustomerContent(ctx.payload)
  for (const [folder, name] of [
    [folders(home).exports, 'leads-export.csv'],
    [folders(home).imports, 'subscribers-import.json'],
  ]) {
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, name), `${name}\n`)
  }
  source = await testInstallation(ctx.databaseUri, diskStore(folders(home)))
  backedUp = await backUpWhileWriting(
    ctx.payload,
    {
      databaseUri: ctx.databaseUri,
      files: source.files,
      cwd: home,
      env: { MEDIA_DIR: folders(home).media },
    },
    path.join(scratch, 'backups'),
  )
}, 600_000)

afterAll(async () => {
  await ctx?.stop()
  for (const target of targets) await target.drop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('backup and restore, media on disk', () => {
  it('restores every row and every file byte into an empty installation', async () => {
    const { archive, before, after, files, written } = backedUp
    expect(written).toBeGreaterThan(0)
    const target = await emptyTarget()
    const { manifest } = await restoreBackup(archive, target)

    const restored = await tableRows(target.uri)
    // Everything that existed before the backup began, exactly; nothing the source never had.
    expect(missingRows(before, restored)).toEqual({})
    expect(missingRows(restored, after)).toEqual({})
    expect(await storedBytes(target.files)).toEqual(files)

    expect(manifest.database.kind).toBe(source.database.kind)
    expect(manifest.database.migrations).toEqual(source.knownMigrations)
    expect(manifest.storage.kind).toBe('disk')
    expect(manifest.database.collections).toMatchObject({
      customers: 1,
      organisations: 1,
      'engine-instances': 1,
    })
    expect(manifest.database.collections.pages).toBeGreaterThan(5)
    expect(manifest.database.collections['form-submissions']).toBeGreaterThanOrEqual(1)
    const paths = manifest.files.map((file) => file.path)
    expect(paths).toContain('files/media/backup-upload.png')
    expect(paths).toContain('files/exports/leads-export.csv')
    expect(paths).toContain('files/imports/subscribers-import.json')
    expect(paths.length).toBe(Object.keys(files).length)
  })

  it('refuses a target that holds data, changing nothing; --force replaces it', async () => {
    const rows = await tableRows(ctx.databaseUri)
    const files = await storedBytes(source.files)
    await expect(restoreBackup(backedUp.archive, source)).rejects.toThrow(
      /not empty: .* already hold data.*--force.*Nothing was changed/,
    )
    expect(await tableRows(ctx.databaseUri)).toEqual(rows)
    expect(await storedBytes(source.files)).toEqual(files)

    // A restored installation that was then changed: --force brings the archive's state back.
    const target = await emptyTarget()
    await restoreBackup(backedUp.archive, target)
    const restored = await tableRows(target.uri)
    writeFileSync(path.join(target.folders.media, 'stray.png'), 'not in the archive')
    if (target.uri.startsWith('file:')) {
      const client = createClient({ url: target.uri })
      await client.execute('delete from form_submissions')
      client.close()
    } else {
      const client = new pg.Client({ connectionString: target.uri })
      await client.connect()
      await client.query('delete from form_submissions_submission_data')
      await client.query('delete from form_submissions')
      await client.end()
    }
    await expect(restoreBackup(backedUp.archive, target)).rejects.toThrow(/not empty/)
    const lines: string[] = []
    const { replaced } = await restoreBackup(backedUp.archive, target, {
      force: true,
      log: (line) => lines.push(line),
    })
    expect(replaced).toHaveLength(2)
    expect(lines.join('\n')).toMatch(/--force: replacing the .* and \d+ files in /)
    expect(await tableRows(target.uri)).toEqual(restored)
    expect(await storedBytes(target.files)).toEqual(backedUp.files)
  })

  it('refuses a damaged, foreign, incomplete or newer archive before changing anything', async () => {
    const target = await emptyTarget()
    const variant = (name: string) => path.join(scratch, name)

    await repackArchive(backedUp.archive, variant('bad-checksum.tar.gz'), (name, bytes) =>
      name === 'files/media/backup-upload.png' ? Buffer.concat([bytes, Buffer.from('x')]) : bytes,
    )
    await expect(restoreBackup(variant('bad-checksum.tar.gz'), target)).rejects.toThrow(
      /files\/media\/backup-upload\.png .* does not match the checksum .* damaged/,
    )

    await repackArchive(backedUp.archive, variant('bad-database.tar.gz'), (name, bytes) =>
      name.startsWith('database/') ? Buffer.from(bytes.subarray(0, bytes.length - 1)) : bytes,
    )
    await expect(restoreBackup(variant('bad-database.tar.gz'), target)).rejects.toThrow(
      /database\/.* does not match the checksum/,
    )

    await repackArchive(backedUp.archive, variant('missing-file.tar.gz'), (name, bytes) =>
      name === 'files/exports/leads-export.csv' ? null : bytes,
    )
    await expect(restoreBackup(variant('missing-file.tar.gz'), target)).rejects.toThrow(
      /lacks files\/exports\/leads-export\.csv/,
    )

    await repackArchive(backedUp.archive, variant('newer.tar.gz'), (name, bytes) => {
      if (name !== 'manifest.json') return bytes
      const manifest = parseManifest(bytes.toString())
      manifest.product.version = '9.0.0'
      manifest.database.migrations.push('29991231_000000_from_the_future')
      return Buffer.from(JSON.stringify(manifest))
    })
    await expect(restoreBackup(variant('newer.tar.gz'), target)).rejects.toThrow(
      /made by a newer version \(9\.0\.0\).*29991231_000000_from_the_future/,
    )

    writeFileSync(variant('notes.txt'), 'not an archive')
    await expect(restoreBackup(variant('notes.txt'), target)).rejects.toThrow(
      /notes\.txt is not a gzip-compressed archive/,
    )
    const whole = await readFile(backedUp.archive)
    writeFileSync(variant('truncated.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)))
    await expect(restoreBackup(variant('truncated.tar.gz'), target)).rejects.toThrow(
      /ends too early|incomplete or damaged/,
    )
    await expect(restoreBackup(variant('nowhere.tar.gz'), target)).rejects.toThrow(
      /nowhere\.tar\.gz does not exist/,
    )
    await unchanged(target)

    // The checks a restore makes, without a target: what `npm run restore -- --check` runs.
    const { manifest } = await checkBackup(backedUp.archive, target)
    expect(manifest.files.length).toBe(Object.keys(backedUp.files).length)
  })

  it('refuses a database it cannot reach', async () => {
    const files = diskStore(folders(mkdtempSync(path.join(scratch, 'unreachable-'))))
    const unreachable =
      source.database.kind === 'sqlite'
        ? 'file:/nonexistent-folder/unbound.db'
        : 'postgres://unbound:secret@127.0.0.1:1/unbound'
    const target = await testInstallation(unreachable, files)
    await expect(restoreBackup(backedUp.archive, target)).rejects.toThrow(
      source.database.kind === 'sqlite'
        ? /folder of the SQLite database \/nonexistent-folder\/unbound\.db does not exist/
        : /Cannot connect to PostgreSQL at postgres:\/\/unbound:\*\*\*@127\.0\.0\.1:1\/unbound/,
    )
    expect(await files.list()).toEqual([])
  })
})
