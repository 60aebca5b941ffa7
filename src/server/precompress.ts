import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(js|css|svg|txt|json|map)$/

/**
 * Writes `.br` and `.gz` beside every text asset of the build's static folder (best compression,
 * once at build time), so the server sends them without compressing per request.
 */
export function precompressStaticAssets(staticDir: string): number {
  let written = 0
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = readFileSync(file)
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    })
    writeFileSync(`${file}.br`, brotli)
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
    written += 1
  }
  return written
}
