import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3Settings, type S3Settings } from './storageSettings'

/**
 * Every upload collection, each under its own key prefix in the bucket (`media/<file>`, …).
 * Exports and imports are files too: a worker writes an export that any web server hands out.
 */
export const uploadCollections = { media: 'media', exports: 'exports', imports: 'imports' } as const

export function clientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Stores other than AWS often lack the SDK's newer default checksums (CRC32 trailers on
    // uploads): send and check them only where the operation requires them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  }
}

/**
 * Stores uploads in the S3 bucket when S3_BUCKET is set; otherwise only adds the plugin's fields
 * (`prefix`, `_objectKey`), so the schema is the same either way and files stay on disk.
 * Payload's file route (`/api/<collection>/file/<name>`) streams them from the bucket, so every
 * server serves every file through the same access rules and headers; nothing is written to disk.
 */
export function mediaStorage(settings: S3Settings | null = s3Settings()): Plugin {
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings ? clientConfig(settings) : {},
    // The plugin keeps its clients in one map for the whole process, by default keyed by bucket
    // alone: a second configuration with the same bucket name on another store or with other
    // credentials would get the first one's client.
    clientCacheKey: settings
      ? `s3:${settings.endpoint ?? 'aws'}:${settings.region}:${settings.accessKeyId}:${settings.bucket}`
      : undefined,
    collections: Object.fromEntries(
      Object.entries(uploadCollections).map(([slug, prefix]) => [slug, { prefix }]),
    ),
  })
}

const probeTimeoutMs = 2000
let probeClient: S3Client | undefined

/** True when the configured bucket answers a HEAD within two seconds (always true without S3). */
export async function mediaBucketAnswers(
  settings: S3Settings | null = s3Settings(),
): Promise<boolean> {
  if (!settings) return true
  probeClient ??= new S3Client({ ...clientConfig(settings), maxAttempts: 1 })
  try {
    await probeClient.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(probeTimeoutMs),
    })
    return true
  } catch {
    return false
  }
}
