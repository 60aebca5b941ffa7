/**
 * The tags a cached page or route handler answers with, for the shared caches in front of the
 * servers (a CDN, Varnish). Next keeps the tags a page was rendered with in its cache entry
 * (`x-next-cache-tags`, the tags of src/cache/tags.ts that src/data gave it), but sends them only
 * in its minimal mode (a Vercel-style host), never from `next start` or our server. So the cache
 * handler (./handler.mjs) writes them into a header of the entry that Next does send with every
 * answer from it, and the server turns that header into Cache-Tag and Surrogate-Key
 * (src/server/edgeHeaders.ts, src/cache/edgeHeaders.ts) and never lets it out itself.
 *
 * Plain JavaScript: Next loads the handler in plain Node.
 */

/** The header of a cache entry that carries its tags, comma-separated; internal to the server. */
export const edgeTagsHeader = 'x-unbound-edge-tags'

/** A tag any shared cache accepts: no separator (comma, space), printable ASCII, short. */
const tagPattern = /^[\w.:-]{1,200}$/

/**
 * Whether the tags fit in one header line of every cache we purge: Varnish takes 8 KB per header
 * line by default and Cloudflare and Fastly 16 KB for all of them. A page with more tags than this
 * answers without any, so no shared cache keeps it longer than a moment (it could not be purged).
 */
export const maxEdgeTagBytes = 4000

/**
 * The product's own tags among the tags of a cache entry (an `x-next-cache-tags` value), without
 * Next's implicit ones (`_N_T_/…`: one per path and layout, which name no content); null when
 * they are too many to send.
 * @param {string[]} nextTags
 * @returns {string[] | null}
 */
export function edgeTags(nextTags) {
  const tags = [
    ...new Set(nextTags.filter((tag) => !tag.startsWith('_N_T_') && tagPattern.test(tag))),
  ]
  return tags.join(',').length > maxEdgeTagBytes ? null : tags
}
