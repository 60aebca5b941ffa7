import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installationFromEnv, type Installation } from '@/backup/installation'
import { restoreBackup } from '@/backup/restore'
import { s3Store } from '@/backup/storage'
import { clientConfig } from '@/infra/storage'
import { s3SettingsFromEnv } from '@/infra/storageSettings'
import { seedMedia } from '@/seed/media'
import { seedContext } from '@/seed/write'

import {
  addCustomerContent,
  backUpWhileWriting,
  missingRows,
  storedBytes,
  tableRows,
  testInstallation,
  type BackedUp,
} from '../helpers/backup'
import { seedFormsAndSettings } from '../helpers/forms'
import { freshDatabase, startPayload, type TestPayload } from '../helpers/payload'
import { startS3, type TestS3 } from '../helpers/s3'

/**
 * npm run backup and npm run restore with media in an S3 bucket (s3rver on 127.0.0.1), on the
 * database of the run: the seeded images, a customer's data and an upload are backed up by the
 * command while the site writes, and restored into an empty database and an empty bucket.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'unbound-backup-s3-'))
const uploadPrefixes = ['media', 'exports', 'imports']

let s3: TestS3
let targetS3: TestS3
let ctx: TestPayload
let source: Installation
let backedUp: BackedUp
const databases: { drop: () => Promise<void> }[] = []

const settingsOf = (server: TestS3) => s3SettingsFromEnv(server.env)!

async function emptyTarget(bucket: TestS3) {
  const database = await freshDatabase()
  databases.push(database)
  const files = s3Store(settingsOf(bucket), uploadPrefixes)
  return { ...(await testInstallation(database.uri, files)), uri: database.uri }
}

beforeAll(async () => {
  s3 = await startS3()
  targetS3 = await startS3('unbound-restored')
  // Never written: with S3 configured every file goes to the bucket.
  ctx = await startPayload({ ...s3.env, MEDIA_DIR: path.join(scratch, 'media') })
  await seedMedia(ctx.payload, seedContext())
  await seedFormsAndSettings(ctx.payload)
  await addCustomerContent(ctx.payload)
  const bucket = new S3Client(clientConfig(settingsOf(s3)))
  for (const [Key, ContentType] of [
    ['exports/leads-export.csv', 'text/csv'],
    ['imports/subscribers-import.json', 'application/json'],
  ])
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key, Body: `${Key}\n`, ContentType }),
    )

  const { default: config } = await import('@payload-config')
  // As the command finds it: DATABASE_URI and the S3_* variables of the running site.
  source = await installationFromEnv(await config)
  backedUp = await backUpWhileWriting(
    ctx.payload,
    { databaseUri: ctx.databaseUri, files: source.files, cwd: scratch, env: s3.env },
    path.join(scratch, 'backups'),
  )
}, 600_000)

afterAll(async () => {
  await ctx?.stop()
  for (const database of databases) await database.drop()
  await s3?.remove()
  await targetS3?.remove()
  rmSync(scratch, { recursive: true, force: true })
})

describe('backup and restore, media in S3', () => {
  it('restores every row and every object byte into an empty database and bucket', async () => {
    const { archive, before, after, files, written } = backedUp
    expect(written).toBeGreaterThan(0)
    expect(source.files.kind).toBe('s3')
    const target = await emptyTarget(targetS3)
    const { manifest } = await restoreBackup(archive, target)

    const restored = await tableRows(target.uri)
    expect(missingRows(before, restored)).toEqual({})
    expect(missingRows(restored, after)).toEqual({})
    expect(await storedBytes(target.files)).toEqual(files)

    expect(manifest.storage.kind).toBe('s3')
    const keys = Object.keys(files)
    expect(keys).toContain('media/backup-upload.png')
    expect(keys).toContain('exports/leads-export.csv')
    // Every seeded image and its sizes are in the bucket, so in the archive and restored.
    const media = await ctx.payload.find({ collection: 'media', pagination: false, depth: 0 })
    expect(media.docs.length).toBeGreaterThan(10)
    for (const doc of media.docs)
      for (const filename of [
        doc.filename,
        ...Object.values(doc.sizes ?? {}).map((size) => size?.filename),
      ])
        if (filename) expect(keys).toContain(`media/${filename}`)
    // Objects keep their content type: the app serves them with it.
    const bucket = new S3Client(clientConfig(settingsOf(targetS3)))
    const head = (Key: string) =>
      bucket.send(new HeadObjectCommand({ Bucket: targetS3.bucket, Key }))
    expect((await head('media/backup-upload.png')).ContentType).toBe('image/png')
    expect((await head('exports/leads-export.csv')).ContentType).toBe('text/csv')
  })

  it('refuses a bucket that already holds files, leaving database and bucket as they were', async () => {
    const target = await emptyTarget(targetS3)
    const objects = await storedBytes(target.files)
    expect(Object.keys(objects).length).toBeGreaterThan(0)
    await expect(restoreBackup(backedUp.archive, target)).rejects.toThrow(
      /not empty: \d+ files in bucket unbound-restored .*--force/,
    )
    expect(await target.database.inspect()).toBeNull()
    expect(await storedBytes(target.files)).toEqual(objects)
  })
})
