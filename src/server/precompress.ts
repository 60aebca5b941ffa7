import { readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressible = /\.(js|css|svg|txt|json|map)$/

/**
 * Writes `.br` and `.gz` beside every text asset of the build's static folder (best compression,
 * once at build time), so the server sends them without compressing per request. Compressed off
 * the event loop: a first start's port answers meanwhile.
 */
export async function precompressStaticAssets(staticDir: string): Promise<number> {
  let written = 0
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = await readFile(file)
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
    written += 1
  }
  return written
}
