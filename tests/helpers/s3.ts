import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type TestS3 = {
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>
  endpoint: string
  bucket: string
  /** Stops answering (open connections are cut); the stored objects stay. */
  stop: () => Promise<void>
  /** Answers again on the same port, with the same objects. */
  restart: () => Promise<void>
  /** Stops and removes the objects. */
  remove: () => Promise<void>
}

// s3rver's fixed credentials: it checks request signatures against them.
const accessKeyId = 'S3RVER'
const secretAccessKey = 'S3RVER'

/** An S3-protocol server (s3rver) on 127.0.0.1, on `port` or a free one, storing in a temporary directory. */
export async function startS3(bucket = 'unbound-media', port = 0): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'unbound-s3-'))
  let server: S3rver

  const run = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    const address = (await server.run()) as AddressInfo
    port = address.port
  }
  const stop = async () => {
    const http = (server as unknown as { httpServer?: Server }).httpServer
    if (!http?.listening) return
    // The S3 client keeps connections alive; close() would wait for them.
    http.closeAllConnections()
    await server.close()
  }

  await run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    endpoint,
    bucket,
    stop,
    restart: run,
    remove: async () => {
      await stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
