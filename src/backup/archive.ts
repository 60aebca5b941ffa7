import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import tar from 'tar-stream'

import { BackupError } from './errors'
import { databaseEntry, filesRoot, manifestName } from './manifest'

export type Written = { size: number; sha256: string }

type Chunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array> | AsyncIterable<unknown>

async function writeChunks(source: Chunks, sink: NodeJS.WritableStream): Promise<Written> {
  const hash = createHash('sha256')
  let size = 0
  for await (const item of source) {
    const chunk = item as Uint8Array
    hash.update(chunk)
    size += chunk.length
    if (!sink.write(chunk)) await once(sink, 'drain')
  }
  return { size, sha256: hash.digest('hex') }
}

export type ArchiveWriter = {
  /** Adds one file of exactly `size` bytes; returns its size and SHA-256. */
  add: (name: string, size: number, source: Chunks) => Promise<Written>
  /** Completes the archive under its final name. */
  close: () => Promise<void>
  /** Removes what was written. */
  abort: () => Promise<void>
}

/**
 * A gzip-compressed tar archive, written as `<file>.partial` and renamed when complete, so an
 * interrupted backup never leaves a file that looks like a finished one.
 */
export function writeArchive(file: string): ArchiveWriter {
  const partial = `${file}.partial`
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx' }))
  // Observed in close/abort; an early failure must not surface as an unhandled rejection.
  written.catch(() => undefined)
  const mtime = new Date()
  return {
    add: (name, size, source) =>
      new Promise<Written>((resolve, reject) => {
        let result: Written | undefined
        const sink = pack.entry({ name, size, mtime, mode: 0o644 }, (error) =>
          error ? reject(error) : resolve(result!),
        )
        // streamx's writable, used through the Node stream methods it shares.
        const out = sink as unknown as NodeJS.WritableStream
        writeChunks(source, out).then(
          (done) => {
            result = done
            out.end()
          },
          (error: Error) => {
            sink.destroy(error)
            reject(error)
          },
        )
      }),
    close: async () => {
      pack.finalize()
      await written
      await rename(partial, file)
    },
    abort: async () => {
      pack.destroy(new Error('backup aborted'))
      await written.catch(() => undefined)
      await rm(partial, { force: true })
    },
  }
}

/** The names an archive of this format may hold: nothing outside its folders, no `..`. */
function allowedName(name: string): boolean {
  if (name === manifestName || Object.values(databaseEntry).includes(name)) return true
  if (!name.startsWith(filesRoot) || name.includes('\\') || name.includes('\0')) return false
  const segments = name.slice(filesRoot.length).split('/')
  return segments.length >= 2 && segments.every((s) => s !== '' && s !== '.' && s !== '..')
}

/**
 * Unpacks every entry into `into` (which must be empty), computing each one's size and SHA-256.
 * Refuses anything that is not this format's archive, with the reason in one line.
 */
export async function extractArchive(file: string, into: string): Promise<Map<string, Written>> {
  const entries = new Map<string, Written>()
  const extract = tar.extract()
  const unpacking = pipeline(createReadStream(file), createGunzip(), extract)
  unpacking.catch(() => undefined)
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header
      if (type !== 'file' || !allowedName(name) || entries.has(name))
        throw new BackupError(
          `${path.basename(file)} holds an unexpected entry "${name}": it is not an archive of npm run backup.`,
        )
      const target = path.join(into, name)
      await mkdir(path.dirname(target), { recursive: true })
      const out = createWriteStream(target, { flags: 'wx' })
      entries.set(name, await writeChunks(entry, out))
      out.end()
      await once(out, 'close')
    }
    await unpacking
  } catch (error) {
    if (error instanceof BackupError) throw error
    // A failure while unpacking (gzip, tar) reaches the loop as "destroyed": name the cause.
    const cause = await unpacking.then(
      () => error,
      (failure: unknown) => failure,
    )
    throw unreadable(file, cause as NodeJS.ErrnoException)
  }
  return entries
}

function unreadable(file: string, error: NodeJS.ErrnoException): BackupError {
  const name = path.basename(file)
  if (error.code === 'ENOENT') return new BackupError(`${file} does not exist.`)
  if (error.code === 'EISDIR') return new BackupError(`${file} is a folder, not an archive.`)
  if (/unexpected end|premature|truncated/i.test(error.message))
    return new BackupError(`${name} ends too early: the archive is incomplete or damaged.`)
  if (error.code?.startsWith('Z_'))
    return new BackupError(
      `${name} is not a gzip-compressed archive of npm run backup (${error.message}).`,
    )
  return new BackupError(`${name} cannot be read as an archive of npm run backup: ${error.message}`)
}
