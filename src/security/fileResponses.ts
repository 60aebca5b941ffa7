/**
 * Headers for files served from `/api/<collection>/file/<name>`, whatever upload collection or
 * storage handler produced them. Only raster images are shown inline as they are; SVG is shown
 * under a policy that runs no script; everything else is a download in a sandbox. A name no file
 * on disk has is a quiet 404.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import {
  headersWithCors,
  type CollectionConfig,
  type CollectionSlug,
  type PayloadRequest,
  type Where,
} from 'payload'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

export const rasterImageTypes: ReadonlySet<string> = new Set([
  'image/avif',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
])
export const downloadPolicy = "default-src 'none'; sandbox"
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** True for Payload's file route: `<collection>/file/<filename>`. */
export const isFilePath = (slug: string[]): boolean => slug.length >= 3 && slug[1] === 'file'

const mediaTypeOf = (contentType: string | null) =>
  (contentType ?? '').split(';', 1)[0].trim().toLowerCase()

export function withFileHeaders(response: Response): Response {
  const headers = new Headers(response.headers)
  const type = mediaTypeOf(headers.get('content-type'))
  headers.set('X-Content-Type-Options', 'nosniff')
  if (type === 'image/svg+xml') {
    headers.set('Content-Security-Policy', svgPolicy)
  } else if (!rasterImageTypes.has(type)) {
    headers.set('Content-Security-Policy', downloadPolicy)
    if (response.ok) headers.set('Content-Disposition', 'attachment')
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** Wraps a REST route handler so that every upload file it serves carries the headers above. */
export function servingFilesSafely(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const response = await handler(request, context)
    const { slug } = await context.params
    return isFilePath(slug) ? withFileHeaders(response) : response
  }
}

type UploadHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/** What `stat` answers for a name that is not a file in the folder (too long a name included). */
const absent = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

/**
 * The first upload handler of a collection whose files are on disk. Payload answers a name without
 * a file 500 and logs an error line carrying the name, so that anyone could fill the error log;
 * this answers 404 instead and logs nothing, unless a document names the file: a stored file gone
 * from the disk is the operator's problem, logged at error. With a storage adapter (S3), whose
 * handler answers a missing object 404 itself, it stands aside, and for names outside the folder
 * Payload's own refusal (400) stays.
 */
export const missingFileNotFound: UploadHandler = (req, { params }) =>
  // Payload's type says Promise<Response> | Promise<void>; a handler that may answer is both.
  notFoundUnlessOnDisk(req, params) as Promise<Response>

async function notFoundUnlessOnDisk(
  req: PayloadRequest,
  params: { collection: string; filename: string },
): Promise<Response | undefined> {
  const collection = req.payload.collections[params.collection as CollectionSlug]?.config
  const upload = collection?.upload
  if (!upload || upload.disableLocalStorage) return
  const folder = path.resolve(upload.staticDir || collection.slug)
  const file = path.resolve(folder, params.filename)
  if (!file.startsWith(folder + path.sep)) return
  try {
    if ((await stat(file)).isFile()) return
  } catch (error) {
    if (!absent.has((error as NodeJS.ErrnoException).code ?? '')) return
  }
  const names: Where[] = [
    { filename: { equals: params.filename } },
    ...(upload.imageSizes ?? []).map(({ name }) => ({
      [`sizes.${name}.filename`]: { equals: params.filename },
    })),
  ]
  const stored = await req.payload.db.findOne({
    collection: collection.slug,
    req,
    where: { or: names },
  })
  if (stored)
    req.payload.logger.error(
      `The file ${params.filename} of ${collection.slug} ${stored.id} is missing from ${folder}`,
    )
  return Response.json(
    { errors: [{ message: req.t('error:notFound') }] },
    { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
  )
}
