import type { CollectionSlug, Payload, Where } from 'payload'

/** Bracket-encodes a query value the way the admin list reads it back (`where[status][equals]=new`). */
function encode(prefix: string, value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => encode(`${prefix}[${index}]`, item))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => encode(`${prefix}[${key}]`, item))
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`]
}

/** The admin list of `collection` filtered by `where`. */
export function adminListHref(payload: Payload, collection: CollectionSlug, where: Where): string {
  return `${payload.config.routes.admin}/collections/${collection}?${encode('where', where).join('&')}`
}
