import { s3Storage } from '@payloadcms/storage-s3'
import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaStorage, uploadCollections } from '@/infra/storage'

const uploadConfig = (): Config =>
  ({
    collections: Object.keys(uploadCollections).map((slug) => ({
      slug,
      upload: true,
      fields: [],
    })),
  }) as unknown as Config

/** The configuration as data: each function (hook, handler) stands as one marker. */
const shape = (config: Config) =>
  JSON.parse(JSON.stringify(config, (_key, value) => (typeof value === 'function' ? 'ƒ' : value)))

describe('media storage without S3', () => {
  it('configures what the S3 plugin does when switched off: the same fields, hooks and admin import map', async () => {
    const ours = await mediaStorage(null)(uploadConfig())
    const plugins = await s3Storage({
      enabled: false,
      alwaysInsertFields: true,
      bucket: '',
      config: {},
      collections: Object.fromEntries(
        Object.entries(uploadCollections).map(([slug, prefix]) => [slug, { prefix }]),
      ),
    })(uploadConfig())

    expect(shape(ours)).toEqual(shape(plugins))
    // Not a comparison of two empty configurations: the fields and the client handler are there.
    const media = ours.collections?.find((collection) => collection.slug === 'media')
    expect(media?.fields.map((field) => ('name' in field ? field.name : null))).toContain('prefix')
    expect(Object.keys(ours.admin?.dependencies ?? {})).toContain(
      '@payloadcms/storage-s3/client#S3ClientUploadHandler',
    )
    expect(ours.endpoints ?? []).toEqual([])
  })
})
