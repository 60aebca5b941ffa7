import { unstable_cache } from 'next/cache'

const tagsOnly = async () => true

/**
 * Marks the page being rendered as showing what these tags name: Next keeps the tags of every
 * `unstable_cache` call with the page it caches, so revalidateTag re-renders exactly the pages
 * that carry one (on every server when the cache is shared). The call caches nothing of its own
 * but a constant. In renders that are not cached (dynamic pages, preview) it changes nothing;
 * outside Next (scripts, tests) there is no page to tag.
 */
export async function tagPage(...tags: string[]): Promise<void> {
  if (!tags.length) return
  try {
    await unstable_cache(tagsOnly, ['page-tags', ...tags], { tags })()
  } catch (error) {
    if (!(error as Error).message?.includes('incrementalCache missing')) throw error
  }
}
