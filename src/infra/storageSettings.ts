/**
 * Where uploaded files live, read from the environment: an S3-compatible bucket when S3_BUCKET is
 * set, otherwise MEDIA_DIR on disk. Imports nothing, so the start scripts can check it up front.
 */

type Env = Record<string, string | undefined>

export type S3Settings = {
  bucket: string
  /** Unset: AWS itself, found from the region. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

export class StorageConfigError extends Error {
  override name = 'StorageConfigError'
}

/** Where media files go without S3; a volume shared by every server works too. */
export const defaultMediaDir = 'data/media'

export function mediaDir(env: Env = process.env): string {
  return env.MEDIA_DIR?.trim() || defaultMediaDir
}

const value = (env: Env, name: string) => env[name]?.trim() || undefined

function booleanSetting(env: Env, name: string): boolean {
  const raw = value(env, name)?.toLowerCase()
  if (raw === undefined || raw === 'false') return false
  if (raw === 'true') return true
  throw new StorageConfigError(`${name} must be true or false, not "${env[name]}".`)
}

/**
 * The bucket settings, or null when S3_BUCKET is unset. Throws StorageConfigError (naming the
 * variable, never a value that may be secret) when S3 is half configured.
 */
export function s3SettingsFromEnv(env: Env = process.env): S3Settings | null {
  const bucket = value(env, 'S3_BUCKET')
  if (!bucket) {
    // Keys or an endpoint without a bucket would silently keep files on this server's disk.
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) =>
      value(env, name),
    )
    if (stray)
      throw new StorageConfigError(
        `${stray} is set but S3_BUCKET is not: set S3_BUCKET to store media in S3, or unset the S3_* variables to keep them in MEDIA_DIR.`,
      )
    return null
  }

  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !value(env, name))
  if (missing.length)
    throw new StorageConfigError(
      `S3_BUCKET is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: set the bucket's access key, or unset S3_BUCKET to keep media in MEDIA_DIR.`,
    )

  const endpoint = value(env, 'S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new StorageConfigError(
      'S3_ENDPOINT is not an http:// or https:// URL (e.g. https://s3.example.com).',
    )

  return {
    bucket,
    endpoint,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: value(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: value(env, 'S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: booleanSetting(env, 'S3_FORCE_PATH_STYLE'),
  }
}

let settings: S3Settings | null | undefined

/** This process's settings, read from the environment once. */
export function s3Settings(): S3Settings | null {
  if (settings === undefined) settings = s3SettingsFromEnv()
  return settings
}
