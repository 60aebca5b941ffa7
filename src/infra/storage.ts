import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3'
import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { initClientUploads } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Config, Plugin } from 'payload'

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

/** The plugin's browser-side upload handler, in the admin's import map whether S3 is on or off. */
const clientHandler = '@payloadcms/storage-s3/client#S3ClientUploadHandler'
const prefixes = Object.fromEntries(
  Object.entries(uploadCollections).map(([slug, prefix]) => [slug, { prefix }]),
)

/**
 * Stores uploads in the S3 bucket when S3_BUCKET is set; otherwise only adds the plugin's fields
 * (`prefix`, `_objectKey`), so the schema is the same either way and files stay on disk.
 * Payload's file route (`/api/<collection>/file/<name>`) streams them from the bucket, so every
 * server serves every file through the same access rules and headers; nothing is written to disk.
 */
export function mediaStorage(settings: S3Settings | null = s3Settings()): Plugin {
  return settings ? (config) => inBucket(settings, config) : onDisk
}

async function inBucket(settings: S3Settings, config: Config): Promise<Config> {
  const { s3Storage } = await import('@payloadcms/storage-s3')
  return s3Storage({
    alwaysInsertFields: true,
    bucket: settings.bucket,
    config: clientConfig(settings),
    // The plugin keeps its clients in one map for the whole process, by default keyed by bucket
    // alone: a second configuration with the same bucket name on another store or with other
    // credentials would get the first one's client.
    clientCacheKey: `s3:${settings.endpoint ?? 'aws'}:${settings.region}:${settings.accessKeyId}:${settings.bucket}`,
    collections: prefixes,
  })(config)
}

/**
 * What the S3 plugin does when it is switched off, without loading it: it would bring the AWS SDK,
 * some 20 MiB a server holds for its lifetime. A test compares both configurations.
 */
function onDisk(config: Config): Config {
  initClientUploads({
    clientHandler,
    collections: prefixes,
    config,
    enabled: false,
    // Registered only when enabled.
    serverHandler: () => new Response(null, { status: 404 }),
    serverHandlerPath: '/storage-s3-generate-signed-url',
  })
  return cloudStoragePlugin({
    alwaysInsertFields: true,
    enabled: false,
    collections: Object.fromEntries(
      Object.entries(prefixes).map(([slug, options]) => [slug, { ...options, adapter: null }]),
    ),
  })(config)
}

const probeTimeoutMs = 2000
let probeClient: S3Client | undefined

/** True when the configured bucket answers a HEAD within two seconds (always true without S3). */
export async function mediaBucketAnswers(
  settings: S3Settings | null = s3Settings(),
): Promise<boolean> {
  if (!settings) return true
  const { HeadBucketCommand, S3Client } = await import('@aws-sdk/client-s3')
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
