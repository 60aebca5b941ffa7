/** Pure helpers of the analytics component (unit-tested). */

/** Path reported as a page view: pathname, query and hash of the current location. */
export function currentPagePath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`
}

/** No tracking when the browser signals Global Privacy Control. */
export function shouldTrack(nav: { globalPrivacyControl?: unknown } | undefined): boolean {
  return !(nav && nav.globalPrivacyControl === true)
}

/** A measurement id as Google issues them (G-XXXXXXX); anything else loads nothing. */
export function validMeasurementId(value: string | null | undefined): string | null {
  const id = value?.trim()
  return id && /^G-[A-Z0-9]{4,16}$/i.test(id) ? id : null
}

/**
 * The configuration's NEXT_PUBLIC_GA_MEASUREMENT_ID first (read on the server at runtime, not
 * inlined at build), then the CMS setting.
 */
export function measurementIdFrom(
  config: { NEXT_PUBLIC_GA_MEASUREMENT_ID?: string },
  setting: string | null | undefined,
): string | null {
  return validMeasurementId(config.NEXT_PUBLIC_GA_MEASUREMENT_ID) ?? validMeasurementId(setting)
}
