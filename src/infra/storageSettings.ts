/**
 * Where uploaded files live, read from the environment: an S3-compatible bucket when S3_BUCKET is
 * set, otherwise MEDIA_DIR on disk. src/config/env.ts checks the variables and their combination.
 */
import path from 'node:path'

import { envOf } from '@/config/env'

type Source = Record<string, string | undefined>

export type S3Settings = {
  bucket: string
  /** Unset: AWS itself, found from the region. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/**
 * The folder of an upload collection's files without S3: MEDIA_DIR for media, and for every other
 * collection a folder named after it beside MEDIA_DIR (`data/exports`, `data/imports` with the
 * default `data/media`), so that one setting moves every stored file. Never inside MEDIA_DIR:
 * anyone may read the media folder's files, and exports and imports hold personal data.
 */
export function uploadDir(slug: string, source?: Source): string {
  const media = envOf(source).MEDIA_DIR
  return slug === 'media' ? media : path.join(path.dirname(media), slug)
}

/** The bucket settings, or null when S3_BUCKET is unset (a half configuration is a StartupError). */
export function s3SettingsFromEnv(source?: Source): S3Settings | null {
  const config = envOf(source)
  if (!config.S3_BUCKET) return null
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  }
}

let settings: S3Settings | null | undefined

/** This process's settings, read from the environment once. */
export function s3Settings(): S3Settings | null {
  if (settings === undefined) settings = s3SettingsFromEnv()
  return settings
}
