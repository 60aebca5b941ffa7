import { UAParser } from 'ua-parser-js'

export type DeviceInfo = { browser: string | null; os: string | null; deviceType: string | null }

/** The browser, system and kind of device a user agent names (no versions below the major). */
export function deviceOf(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, deviceType: null }
  const { browser, os, device } = UAParser(userAgent)
  const major = (name?: string, version?: string) =>
    name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null
  return {
    browser: major(browser.name, browser.major ?? browser.version),
    os: major(os.name, os.version),
    deviceType: device.type ?? null,
  }
}
