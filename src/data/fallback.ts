const failing = new Set<string>()

/**
 * The error policy of readers whose data a page can do without (site settings, navigation, the
 * language switcher's paths, redirects): a failed read yields null and the page renders its
 * fallback. Logged once per kind of data until a read of it succeeds again.
 */
export async function orNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    const value = await read()
    failing.delete(what)
    return value
  } catch (error) {
    if (!failing.has(what)) {
      failing.add(what)
      console.error(`Could not read ${what}, showing the page without: ${(error as Error).message}`)
    }
    return null
  }
}
