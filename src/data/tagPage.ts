import { AsyncLocalStorage } from 'node:async_hooks'

import { unstable_cache } from 'next/cache'

const tagsOnly = async () => true

/** Next keeps at most 128 tags per cache entry; a page collects the tags of all its entries. */
const tagsPerEntry = 100

/**
 * Marks the page being rendered as showing what these tags name: Next keeps the tags of every
 * `unstable_cache` call with the page it caches, so revalidateTag re-renders exactly the pages
 * that carry one (on every server when the cache is shared). The call caches nothing of its own
 * but a constant. In renders that are not cached (dynamic pages, preview) it changes nothing;
 * outside Next (scripts, tests) there is no page to tag.
 */
export async function tagPage(...tags: string[]): Promise<void> {
  if (untagged.getStore()) return
  const unique = [...new Set(tags)]
  try {
    for (let start = 0; start < unique.length; start += tagsPerEntry) {
      const chunk = unique.slice(start, start + tagsPerEntry)
      await unstable_cache(tagsOnly, ['page-tags', ...chunk], { tags: chunk })()
    }
  } catch (error) {
    if (!(error as Error).message?.includes('incrementalCache missing')) throw error
  }
}

const untagged = new AsyncLocalStorage<true>()

/**
 * Runs `read` without tagging: for reads outside any render (the server's 404 check), where Next
 * would otherwise store the tag markers in its cache on every call and no page takes the tags.
 */
export const withoutPageTags = <T>(read: () => Promise<T>): Promise<T> => untagged.run(true, read)
