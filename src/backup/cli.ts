import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'

import { envOf } from '@/config/env'

import { createBackup, pruneBackups } from './backup'
import { BackupError } from './errors'
import { installationFromEnv, type Installation } from './installation'
import { checkBackup, restoreBackup } from './restore'

export { BackupError }

const backupUsage = `npm run backup [-- <folder or file.tar.gz>] [--keep N]
  Writes one archive of the database and every stored file into BACKUP_DIR (default data/backups),
  or into the folder or file given. --keep N (or BACKUP_KEEP) keeps only the newest N archives there.`
const restoreUsage = `npm run restore -- <archive.tar.gz> [--force] [--check]
  Restores the archive into the configured database and storage, which must be empty.
  --check  only reads the archive and checks every checksum and migration
  --force  replaces a database and storage that already hold data`

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function installation(): Promise<Installation> {
  const { default: config } = await import('@payload-config')
  return installationFromEnv(await config)
}

function parse(argv: string[], options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new BackupError((error as Error).message)
  }
}

function keepCount(raw: string): number | undefined {
  if (raw.trim() === '') return undefined
  const keep = Number(raw)
  if (!Number.isInteger(keep) || keep < 1)
    throw new BackupError(
      `--keep / BACKUP_KEEP must be a whole number of archives (1 or more), not "${raw}".`,
    )
  return keep
}

/**
 * npm run backup [-- <folder or file.tar.gz>] [--keep N]: one archive of the database and every
 * stored file, into BACKUP_DIR (default data/backups) unless a path is given. With --keep (or
 * BACKUP_KEEP) only the newest N archives of that folder stay.
 */
export async function backupCommand(
  argv: string[],
  source?: Record<string, string | undefined>,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { values, positionals } = parse(argv, {
    keep: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    log(backupUsage)
    return
  }
  if (positionals.length > 1) throw new BackupError('Give at most one folder or archive name.')
  const env = envOf(source)
  const keep = values.keep === undefined ? env.BACKUP_KEEP : keepCount(values.keep as string)
  const output = positionals[0] ?? env.BACKUP_DIR
  const started = performance.now()
  const result = await createBackup(await installation(), { output, log })
  const { manifest } = result
  const documents = Object.values(manifest.database.collections).reduce((a, b) => a + b, 0)
  log(
    `✔ ${result.file} (${mebibytes(result.bytes)}, ${seconds(started)}): ${manifest.database.kind} with ${documents} documents, ${manifest.files.length} files.`,
  )
  if (keep !== undefined) {
    const pruned = await pruneBackups(path.dirname(result.file), keep)
    if (pruned.length)
      log(`• Deleted ${pruned.length} older archive(s), keeping the newest ${keep}.`)
  }
}

/**
 * npm run restore -- <archive> [--force] [--check]: restores into the configured database and
 * storage, which must be empty unless --force; --check only reads and checks the archive.
 */
export async function restoreCommand(
  argv: string[],
  log: (line: string) => void = console.log,
): Promise<void> {
  const { values, positionals } = parse(argv, {
    force: { type: 'boolean' },
    check: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    log(restoreUsage)
    return
  }
  if (positionals.length !== 1)
    throw new BackupError(
      'Name one archive: npm run restore -- <archive.tar.gz> [--force] [--check]',
    )
  const [archive] = positionals
  const started = performance.now()
  const target = await installation()
  if (values.check) {
    const { manifest, warnings } = await checkBackup(archive, target)
    for (const warning of warnings) log(`! ${warning}`)
    log(
      `✔ ${archive} is complete (${seconds(started)}): version ${manifest.product.version} of ${manifest.createdAt}, ${manifest.database.kind}, ${manifest.database.migrations.length} migrations, ${manifest.files.length} files, every checksum matches.`,
    )
    return
  }
  await restoreBackup(archive, target, { force: Boolean(values.force), log })
  log(`✔ Restored ${archive} in ${seconds(started)}. Start the servers (npm start).`)
}
