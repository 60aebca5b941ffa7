import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * A value only the browser knows (a global that does not change while the page lives): `onServer`
 * during server rendering and hydration, the browser's value right after.
 */
export function useClientSnapshot<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(unchanging, read, () => onServer)
}

/**
 * False until React has hydrated: submit buttons stay disabled until then, so a form is never
 * sent natively (which would put its values into the URL) before its handler is attached.
 */
export const useHydrated = (): boolean => useClientSnapshot(() => true, false)
