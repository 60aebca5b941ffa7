/**
 * The shared caches in front of the servers and how each is told to drop what carries a tag
 * (CDN_PURGE): one small adapter per kind, each one HTTP request per purge.
 *
 * - varnish: `PURGE /` to every server of CDN_VARNISH_URLS with the tags in `xkey-purge`
 *   (deploy/varnish/default.vcl: xkey of varnish-modules, allowed from the servers' addresses).
 * - fastly: `POST /service/{id}/purge` with the tags in `Surrogate-Key` and the token in
 *   `Fastly-Key`; a soft purge, so that Fastly may still serve the page when the servers fail.
 * - cloudflare: `POST /zones/{zone}/purge_cache` with `{"tags": […]}` (30 a request) and the
 *   token as bearer.
 * - http: `POST` of `{"tags": […]}` to CDN_HTTP_URL, signed with CDN_HTTP_SECRET
 *   (src/security/signature.ts), for any other cache or a relay to several.
 */
import { env, type CdnKind } from '@/config/env'
import { signPayload } from '@/security/signature'

export type Edge = {
  kind: CdnKind
  /** For log lines: the kind and host, never a token. */
  name: string
  /** Resolves once the cache accepted the purge; throws otherwise. */
  purge: (tags: string[]) => Promise<void>
}

const timeoutMs = 10_000
/** Cloudflare takes at most 30 tags per purge request. */
const cloudflareTagsPerRequest = 30

/** Sends one request; throws naming `what` when it fails or answers anything but 2xx. */
async function send(what: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    // fetch's own message is "fetch failed"; its cause says why (refused, timed out, …).
    const cause = (error as Error).cause as Error | undefined
    throw new Error(`${what}: ${cause?.message ?? (error as Error).message}`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`${what} answered ${response.status}`)
  }
  return response
}

const hostOf = (url: string) => new URL(url).host

function varnish(url: string): Edge {
  const name = `varnish ${hostOf(url)}`
  return {
    kind: 'varnish',
    name,
    purge: async (tags) => {
      const response = await send(name, url, {
        method: 'PURGE',
        headers: { 'xkey-purge': tags.join(' ') },
      })
      await response.body?.cancel()
    },
  }
}

function fastly(api: string, serviceId: string, token: string): Edge {
  const name = `fastly ${serviceId}`
  return {
    kind: 'fastly',
    name,
    purge: async (tags) => {
      const response = await send(name, `${api}/service/${encodeURIComponent(serviceId)}/purge`, {
        method: 'POST',
        headers: {
          'fastly-key': token,
          'surrogate-key': tags.join(' '),
          'fastly-soft-purge': '1',
          accept: 'application/json',
        },
      })
      await response.body?.cancel()
    },
  }
}

function cloudflare(api: string, zoneId: string, token: string): Edge {
  const name = `cloudflare ${zoneId}`
  return {
    kind: 'cloudflare',
    name,
    purge: async (tags) => {
      for (let start = 0; start < tags.length; start += cloudflareTagsPerRequest) {
        const response = await send(
          name,
          `${api}/zones/${encodeURIComponent(zoneId)}/purge_cache`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ tags: tags.slice(start, start + cloudflareTagsPerRequest) }),
          },
        )
        const answer = (await response.json().catch(() => null)) as { success?: unknown } | null
        if (answer?.success !== true) throw new Error(`${name} did not confirm the purge`)
      }
    },
  }
}

function http(url: string, secret: string): Edge {
  const name = `http ${hostOf(url)}`
  return {
    kind: 'http',
    name,
    purge: async (tags) => {
      const body = JSON.stringify({ tags })
      const response = await send(name, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signPayload(body, secret) },
        body,
      })
      await response.body?.cancel()
    },
  }
}

/** The caches CDN_PURGE names, each Varnish server apart; empty when it is off. */
export function purgeEdges(): Edge[] {
  const config = env()
  return config.CDN_PURGE.flatMap((kind): Edge[] => {
    switch (kind) {
      case 'varnish':
        return config.CDN_VARNISH_URLS.map(varnish)
      case 'fastly':
        return [
          fastly(
            config.CDN_FASTLY_API_URL,
            config.CDN_FASTLY_SERVICE_ID!,
            config.CDN_FASTLY_TOKEN!,
          ),
        ]
      case 'cloudflare':
        return [
          cloudflare(
            config.CDN_CLOUDFLARE_API_URL,
            config.CDN_CLOUDFLARE_ZONE_ID!,
            config.CDN_CLOUDFLARE_TOKEN!,
          ),
        ]
      case 'http':
        return [http(config.CDN_HTTP_URL!, config.CDN_HTTP_SECRET!)]
    }
  })
}
