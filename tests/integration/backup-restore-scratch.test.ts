import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { diskStore } from '@/backup/storage'

import { runBackupScript, storedBytes, tableRows, testImage, treeBytes } from '../helpers/backup'
import { freshDatabase, startPayload, type TestPayload } from '../helpers/payload'

/**
 * A test restore beside a serving installation, as docs/deploy.md advises: `npm run restore` run
 * from the serving checkout with another DATABASE_URI and an empty MEDIA_DIR. The serving
 * installation keeps the default layout (data/media, data/exports, data/imports of its working
 * directory) and has media, an export and an import; every file of it and its database are
 * compared byte by byte before and after each restore.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'unbound-backup-scratch-'))
// The serving checkout: its stored files are in data/ below it, where the defaults put them.
const home = path.join(scratch, 'home')
const serving = { MEDIA_DIR: 'data/media' }

let ctx: TestPayload
let archive: string
let archived: Record<string, string>
const databases: { drop: () => Promise<void> }[] = []

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** The serving installation: every file of its checkout, and its database (file bytes, or rows). */
async function servingState() {
  const uri = ctx.databaseUri
  const database = uri.startsWith('file:')
    ? Object.fromEntries(
        // Not the -shm index: readers write to it.
        ['', '-wal']
          .map((suffix) => `${uri.slice('file:'.length)}${suffix}`)
          .filter((file) => existsSync(file))
          .map((file) => [file, sha256(file)]),
      )
    : await tableRows(uri)
  return { files: await treeBytes(home), database }
}

async function uploadFile(collection: 'media' | 'exports' | 'imports', name: string, data: Buffer) {
  const mimetype = { png: 'image/png', csv: 'text/csv', json: 'application/json' }[
    name.split('.').pop()!
  ]!
  const extra = {
    media: { alt: name },
    exports: { name, collectionSlug: 'form-submissions', format: 'csv' },
    imports: { collectionSlug: 'form-submissions' },
  }[collection]
  return ctx.payload.create({
    collection,
    data: extra as never,
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
}

const restore = (args: string[], target: { uri: string; media: string }) =>
  runBackupScript('restore', args, {
    cwd: home,
    env: { DATABASE_URI: target.uri, MEDIA_DIR: target.media },
  })

beforeAll(async () => {
  mkdirSync(home)
  ctx = await startPayload({ MEDIA_DIR: path.join(home, serving.MEDIA_DIR) })
  await uploadFile('media', 'harbour.png', await testImage())
  await uploadFile('exports', 'leads.csv', Buffer.from('name,email\nAda,ada@example.com\n'))
  await uploadFile('imports', 'subscribers.json', Buffer.from('[{"email":"bo@example.com"}]\n'))
  const source = diskStore(
    Object.fromEntries(
      ['media', 'exports', 'imports'].map((slug) => [slug, path.join(home, 'data', slug)]),
    ),
  )
  archived = await storedBytes(source)
  expect(Object.keys(archived)).toEqual(
    expect.arrayContaining([
      'media/harbour.png',
      expect.stringMatching(/^exports\/leads.*\.csv$/),
      expect.stringMatching(/^imports\/subscribers.*\.json$/),
    ]),
  )

  const backup = await runBackupScript('backup', [path.join(scratch, 'backups')], {
    cwd: home,
    env: { ...serving, DATABASE_URI: ctx.databaseUri },
  })
  expect(backup.code, backup.output).toBe(0)
  archive = /✔ (\S+\.tar\.gz)/.exec(backup.output)![1]
  // The installation keeps serving: an export made after the backup is in no archive.
  await uploadFile('exports', 'later.csv', Buffer.from('name,email\nCy,cy@example.com\n'))
}, 600_000)

afterAll(async () => {
  await ctx?.stop()
  for (const database of databases) await database.drop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('a test restore beside a serving installation', () => {
  it('restores into another database and an empty MEDIA_DIR, leaving the serving installation byte for byte', async () => {
    const before = await servingState()
    expect(Object.keys(before.files)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/exports\/later.*\.csv$/),
        expect.stringMatching(/^data\/imports\/subscribers.*\.json$/),
      ]),
    )
    const database = await freshDatabase()
    databases.push(database)
    const at = path.join(scratch, 'restore-test')
    const result = await restore([archive], { uri: database.uri, media: path.join(at, 'media') })

    expect(result.code, result.output).toBe(0)
    expect(result.output).toContain('✔ Restored')
    expect(await servingState()).toEqual(before)
    // The archive's files, in the target's media folder and the exports and imports beside it.
    expect(await treeBytes(at)).toEqual(archived)
    expect((await tableRows(database.uri)).media).toHaveLength(1)
  })

  it('--force replaces the files of the target’s own folders only', async () => {
    const before = await servingState()
    // A target that holds data: a migrated database, and files in its folders.
    const database = await freshDatabase(inject('templateDatabase'))
    databases.push(database)
    const at = path.join(scratch, 'force-test')
    const strays = ['media/stray.png', 'exports/stray.csv', 'imports/stray.json']
    // Files the target's configuration does not name: beside its folders, and in another one.
    const kept = ['notes.txt', 'media-old/photo.png', 'backups/older.tar.gz']
    for (const file of [...strays, ...kept]) {
      mkdirSync(path.dirname(path.join(at, file)), { recursive: true })
      writeFileSync(path.join(at, file), `${file}\n`)
    }
    const keptBytes = Object.fromEntries(
      kept.map((file) => [file, sha256(path.join(at, file))] as const),
    )
    const target = { uri: database.uri, media: path.join(at, 'media') }

    const refused = await restore([archive], target)
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(/not empty: .* and 3 files in .*force-test\/media/)

    const result = await restore([archive, '--force'], target)
    expect(result.code, result.output).toBe(0)
    expect(result.output).toMatch(/--force: replacing .* and 3 files in /)
    expect(await servingState()).toEqual(before)
    expect(await treeBytes(at)).toEqual({ ...archived, ...keptBytes })
  })
})
