/**
 * The second channel between the production server and the app inside it (see
 * ./frontCacheChannel.ts for why a `Symbol.for` registry): "does the page for every other public
 * path show nothing at this one?". The app registers the answer where that page is defined; the
 * server asks it before rendering, and answers a path that shows nothing with the 404 page it
 * keeps once per language (src/server/pageCache.ts) instead of rendering it again.
 */
const channelKey = Symbol.for('unbound.notFound.showsNothing')

/**
 * True when the page of `/<language>/<segments…>` would answer 404: no document and no redirect
 * lives there. False for anything else, including a language the site does not have.
 */
export type ShowsNothing = (language: string, segments: string[]) => Promise<boolean>

type Slot = { showsNothing?: ShowsNothing }

const slot = (): Slot => ((globalThis as { [channelKey]?: Slot })[channelKey] ??= {})

/** Registers the app's answer for this process (the last registration wins). */
export function registerShowsNothing(showsNothing: ShowsNothing): void {
  slot().showsNothing = showsNothing
}

/** The app's answer, once the page that gives it has loaded in this process. */
export function showsNothing(): ShowsNothing | undefined {
  return slot().showsNothing
}
