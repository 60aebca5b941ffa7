/**
 * Headers for files served from `/api/<collection>/file/<name>`, whatever upload collection or
 * storage handler produced them. Only raster images are shown inline as they are; SVG is shown
 * under a policy that runs no script; everything else is a download in a sandbox.
 */

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
