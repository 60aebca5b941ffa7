import { createHash } from 'node:crypto'
import {
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import tar from 'tar-stream'
import { afterAll, describe, expect, it } from 'vitest'

import { extractArchive, writeArchive } from '@/backup/archive'
import { archiveName, pruneBackups } from '@/backup/backup'
import { compareVersions, parseManifest } from '@/backup/manifest'

const scratch = mkdtempSync(path.join(tmpdir(), 'unbound-backup-unit-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A tar.gz with exactly these entries, as another program could write it. */
async function rawArchive(file: string, entries: Record<string, string>) {
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), createWriteStream(file))
  for (const [name, body] of Object.entries(entries)) pack.entry({ name }, body)
  pack.finalize()
  await written
}

describe('backup archive', () => {
  it('writes entries with their sizes and SHA-256, and reads them back byte for byte', async () => {
    const file = path.join(scratch, 'round.tar.gz')
    const archive = writeArchive(file)
    const big = Buffer.alloc(300_000, 7)
    const written = await archive.add('files/media/big.bin', big.length, [big])
    await archive.add('manifest.json', 2, [Buffer.from('{}')])
    // Not under its final name until complete.
    expect(readdirSync(scratch)).not.toContain('round.tar.gz')
    await archive.close()
    expect(readdirSync(scratch)).toContain('round.tar.gz')
    expect(readdirSync(scratch)).not.toContain('round.tar.gz.partial')
    expect(written).toEqual({ size: big.length, sha256: sha256(big) })

    const into = mkdtempSync(path.join(scratch, 'out-'))
    const entries = await extractArchive(file, into)
    expect(entries.get('files/media/big.bin')).toEqual(written)
    expect(readFileSync(path.join(into, 'files/media/big.bin')).equals(big)).toBe(true)
  })

  it('leaves nothing behind when a backup is aborted', async () => {
    const file = path.join(scratch, 'aborted.tar.gz')
    const archive = writeArchive(file)
    await archive.add('manifest.json', 2, [Buffer.from('{}')])
    await archive.abort()
    expect(readdirSync(scratch).filter((name) => name.startsWith('aborted'))).toEqual([])
  })

  it('explains an archive that is cut short or not gzip at all', async () => {
    const file = path.join(scratch, 'whole.tar.gz')
    const archive = writeArchive(file)
    const noise = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251))
    await archive.add('files/media/noise.bin', noise.length, [noise])
    await archive.close()
    const bytes = readFileSync(file)
    const cut = path.join(scratch, 'cut.tar.gz')
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)))
    await expect(extractArchive(cut, mkdtempSync(path.join(scratch, 'cut-')))).rejects.toThrow(
      /cut\.tar\.gz ends too early: the archive is incomplete or damaged/,
    )
    const text = path.join(scratch, 'text.tar.gz')
    writeFileSync(text, 'just some text')
    await expect(extractArchive(text, mkdtempSync(path.join(scratch, 'text-')))).rejects.toThrow(
      /text\.tar\.gz is not a gzip-compressed archive/,
    )
  })

  it.each([
    ['a path outside its folders', 'files/media/../../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['an unknown entry', 'notes.txt'],
    ['a file without a collection folder', 'files/loose.png'],
  ])('refuses %s', async (_what, name) => {
    const file = path.join(scratch, `evil-${sha256(Buffer.from(name)).slice(0, 8)}.tar.gz`)
    await rawArchive(file, { [name]: 'x' })
    const into = mkdtempSync(path.join(scratch, 'evil-'))
    await expect(extractArchive(file, into)).rejects.toThrow(/unexpected entry/)
    expect(readdirSync(into)).toEqual([])
  })
})

describe('archive names and retention', () => {
  it('names archives by their UTC time, sortable', () => {
    expect(archiveName(new Date('2026-11-25T10:15:30.456Z'))).toBe(
      'unbound-backup-20261125T101530Z.tar.gz',
    )
  })

  it('keeps the newest N archives and never touches other files', async () => {
    const folder = mkdtempSync(path.join(scratch, 'keep-'))
    const names = [1, 2, 3, 4].map((day) => archiveName(new Date(`2026-11-0${day}T03:00:00Z`)))
    names.forEach((name, i) => {
      writeFileSync(path.join(folder, name), 'x')
      const time = new Date(`2026-11-0${i + 1}T03:00:00Z`)
      utimesSync(path.join(folder, name), time, time)
    })
    writeFileSync(path.join(folder, 'notes.txt'), 'mine')
    const deleted = await pruneBackups(folder, 2)
    expect(deleted.map((file) => path.basename(file)).sort()).toEqual(names.slice(0, 2))
    expect(readdirSync(folder).sort()).toEqual([...names.slice(2), 'notes.txt'].sort())
  })
})

describe('manifest', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1)
    expect(compareVersions('1.0.0', '1.0')).toBe(0)
    expect(compareVersions('0.9.1', '1.0.0')).toBe(-1)
  })

  it('explains a manifest it cannot read', () => {
    expect(() => parseManifest('not json')).toThrow(/not valid JSON/)
    expect(() => parseManifest('{"format":"something-else"}')).toThrow(
      /not one this version reads \(format:/,
    )
  })
})

describe('command lines', () => {
  it('explains wrong arguments before reading anything', async () => {
    const { backupCommand, restoreCommand } = await import('@/backup/cli')
    await expect(backupCommand(['--keep', '0'], {})).rejects.toThrow(/whole number .* not "0"/)
    await expect(backupCommand([], { BACKUP_KEEP: 'seven' })).rejects.toThrow(/not "seven"/)
    await expect(backupCommand(['a', 'b'], {})).rejects.toThrow(/at most one folder/)
    await expect(backupCommand(['--bogus'], {})).rejects.toThrow(/Unknown option '--bogus'/)
    await expect(restoreCommand([])).rejects.toThrow(/Name one archive: npm run restore -- /)
    const lines: string[] = []
    await restoreCommand(['--help'], (line) => lines.push(line))
    expect(lines.join('\n')).toMatch(/--force +replaces/)
    // Loading the command module brings the S3 client along: slow on a busy machine.
  }, 60_000)
})
