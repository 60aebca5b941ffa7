import { z } from 'zod'

import { BackupError } from './errors'

/** Archive layout: the database copy, the stored files under files/<key>, the manifest last. */
export const manifestName = 'manifest.json'
export const databaseEntry = { sqlite: 'database/sqlite.db', postgres: 'database/postgres.dump' }
export const filesRoot = 'files/'

const checksum = z.string().regex(/^[0-9a-f]{64}$/)

const storedFile = z.object({
  /** Path inside the archive: files/<collection prefix>/<name>. */
  path: z.string().startsWith(filesRoot),
  size: z.number().int().nonnegative(),
  sha256: checksum,
  /** As the bucket answered it; files from disk have none (restored by their extension). */
  contentType: z.string().optional(),
})
export type StoredFileEntry = z.infer<typeof storedFile>

export const manifestSchema = z.object({
  format: z.literal('unbound-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  product: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    path: z.string(),
    size: z.number().int().nonnegative(),
    sha256: checksum,
    /** Names of the applied migrations, in the order they were applied. */
    migrations: z.array(z.string()),
    /** Documents per collection, read in the same snapshot as the copy. */
    collections: z.record(z.string(), z.number().int().nonnegative()),
    /** Rows per table (every table, relations and versions included), checked after a restore. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  storage: z.object({ kind: z.enum(['disk', 's3']) }),
  files: z.array(storedFile),
  /** A keyed hash of PAYLOAD_SECRET: tells a restore whether encrypted settings stay readable. */
  secretFingerprint: z.string().optional(),
})
export type Manifest = z.infer<typeof manifestSchema>

export function parseManifest(text: string): Manifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError("The archive's manifest.json is not valid JSON: the archive is damaged.")
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BackupError(
      `The archive's manifest.json is not one this version reads (${issue?.path.join('.') || 'manifest'}: ${issue?.message}).`,
    )
  }
  return parsed.data
}

/** -1, 0 or 1 for dotted numeric versions ("1.10.0" after "1.9.2"); pre-release tags are ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .split(/[-+]/)[0]
      .split('.')
      .map((n) => Number(n) || 0)
  const [left, right] = [parts(a), parts(b)]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0)
    if (difference) return Math.sign(difference)
  }
  return 0
}
