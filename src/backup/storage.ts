import { createReadStream } from 'node:fs'
import { copyFile, mkdir, open, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import { clientConfig } from '@/infra/storage'
import type { S3Settings } from '@/infra/storageSettings'

import { BackupError } from './errors'

/** A stored file, named by its key: `<collection prefix>/<name>` (as in the bucket). */
export type StoredFile = { key: string; size: number; contentType?: string }
export type OpenedFile = StoredFile & { body: AsyncIterable<Uint8Array> }

/** Where the upload collections (media, exports, imports) keep their files. */
export type FileStore = {
  kind: 'disk' | 's3'
  describe: string
  assertReachable: () => Promise<void>
  list: () => Promise<StoredFile[]>
  /** The file's bytes, or null when it was deleted after it was listed. */
  open: (key: string) => Promise<OpenedFile | null>
  write: (file: StoredFile, from: string) => Promise<void>
  /** Deletes every listed file; returns how many. */
  clear: () => Promise<number>
}

const splitKey = (key: string) => {
  const slash = key.indexOf('/')
  return { prefix: key.slice(0, slash), name: key.slice(slash + 1) }
}

/** Folders on disk, one per upload collection (MEDIA_DIR, and exports and imports beside it). */
export function diskStore(folders: Record<string, string>): FileStore {
  const folderOf = (key: string) => {
    const { prefix, name } = splitKey(key)
    const folder = folders[prefix]
    if (!folder)
      throw new BackupError(
        `The archive holds files of "${prefix}", which this installation does not store.`,
      )
    return path.join(folder, ...name.split('/'))
  }
  const walk = async (folder: string, under: string): Promise<StoredFile[]> => {
    let entries
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const files: StoredFile[] = []
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = `${under}/${entry.name}`
      if (entry.isDirectory()) files.push(...(await walk(path.join(folder, entry.name), key)))
      else if (entry.isFile())
        files.push({ key, size: (await stat(path.join(folder, entry.name))).size })
    }
    return files
  }
  const list = async () =>
    (
      await Promise.all(Object.entries(folders).map(([prefix, folder]) => walk(folder, prefix)))
    ).flat()
  return {
    kind: 'disk',
    describe: Object.values(folders).join(', '),
    assertReachable: async () => undefined,
    list,
    open: async (key) => {
      let handle
      try {
        handle = await open(folderOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      // Size and bytes of the same open file, even if it is replaced meanwhile.
      const { size } = await handle.stat()
      return { key, size, body: handle.createReadStream() }
    },
    write: async (file, from) => {
      const target = folderOf(file.key)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(from, target)
    },
    clear: async () => {
      const files = await list()
      for (const file of files) await rm(folderOf(file.key), { force: true })
      return files.length
    },
  }
}

/** Content types of the files the upload collections accept, for files that come from disk. */
const typesByExtension: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  csv: 'text/csv',
  json: 'application/json',
}
const contentTypeOf = (file: StoredFile) =>
  file.contentType ??
  typesByExtension[path.extname(file.key).slice(1).toLowerCase()] ??
  'application/octet-stream'

/** The bucket of S3_BUCKET, one key prefix per upload collection (`media/`, `exports/`, `imports/`). */
export function s3Store(settings: S3Settings, prefixes: string[]): FileStore {
  const client = new S3Client(clientConfig(settings))
  const Bucket = settings.bucket
  const list = async () => {
    const files: StoredFile[] = []
    for (const prefix of prefixes) {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        )
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.endsWith('/'))
            files.push({ key: object.Key, size: object.Size ?? 0 })
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    }
    return files
  }
  return {
    kind: 's3',
    describe: `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    assertReachable: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new BackupError(
          `The media bucket ${Bucket} does not answer (${(error as Error).name}): check the S3_* settings.`,
        )
      }
    },
    list,
    open: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return {
          key,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType,
          body: object.Body as Readable,
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    write: async (file, from) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: file.key,
          Body: createReadStream(from),
          ContentLength: file.size,
          ContentType: contentTypeOf(file),
        }),
      )
    },
    clear: async () => {
      const files = await list()
      for (let i = 0; i < files.length; i += 1000) {
        const Objects = files.slice(i, i + 1000).map((file) => ({ Key: file.key }))
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        )
        if (result.Errors?.length)
          throw new BackupError(
            `The bucket refused to delete ${result.Errors.length} file(s), e.g. ${result.Errors[0].Key}: ${result.Errors[0].Message}`,
          )
      }
      return files.length
    },
  }
}
