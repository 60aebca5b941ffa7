import { describe, expect, it } from 'vitest'

import { StartupError } from '@/config/startupError'
import { s3SettingsFromEnv, uploadDir } from '@/infra/storageSettings'

const complete = {
  S3_BUCKET: 'unbound-media',
  S3_ENDPOINT: 'https://s3.example.com',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'very-secret-key',
}

const refusal = (env: Record<string, string>) => {
  try {
    s3SettingsFromEnv(env)
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError)
    return (error as Error).message
  }
  throw new Error('accepted')
}

describe('media storage settings', () => {
  it('keeps media on disk without S3_BUCKET, in MEDIA_DIR or data/media', () => {
    expect(s3SettingsFromEnv({})).toBeNull()
    expect(uploadDir('media', {})).toBe('data/media')
    expect(uploadDir('media', { MEDIA_DIR: '/srv/shared/media' })).toBe('/srv/shared/media')
  })

  it('keeps exports and imports beside MEDIA_DIR: data/exports and data/imports by default', () => {
    expect(uploadDir('exports', {})).toBe('data/exports')
    expect(uploadDir('imports', {})).toBe('data/imports')
    expect(uploadDir('exports', { MEDIA_DIR: '/srv/restore-test/media/' })).toBe(
      '/srv/restore-test/exports',
    )
    expect(uploadDir('imports', { MEDIA_DIR: 'files/media' })).toBe('files/imports')
  })

  it('reads a complete S3 configuration, with us-east-1 and virtual-host style by default', () => {
    expect(s3SettingsFromEnv(complete)).toEqual({
      bucket: 'unbound-media',
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: false,
    })
    expect(
      s3SettingsFromEnv({ ...complete, S3_REGION: 'eu-central-2', S3_FORCE_PATH_STYLE: 'TRUE' }),
    ).toMatchObject({ region: 'eu-central-2', forcePathStyle: true })
    expect(s3SettingsFromEnv({ ...complete, S3_ENDPOINT: '' })?.endpoint).toBeUndefined()
  })

  it.each([
    [{ ...complete, S3_ACCESS_KEY_ID: '' }, /^S3_BUCKET is set but S3_ACCESS_KEY_ID is not/],
    [
      { S3_BUCKET: 'unbound-media' },
      /^S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not/,
    ],
    [{ ...complete, S3_BUCKET: ' ' }, /^S3_ENDPOINT is set but S3_BUCKET is not/],
    [{ ...complete, S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...complete, S3_ENDPOINT: 's3.example.com' }, /^S3_ENDPOINT is not an http/],
  ])('refuses a half configuration with a line naming the variable (%#)', (env, message) => {
    const text = refusal(env)
    expect(text).toMatch(message)
    expect(text).not.toContain('very-secret-key')
  })
})
