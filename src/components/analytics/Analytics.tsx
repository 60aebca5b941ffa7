import { env } from '@/config/env'
import { getSiteSettings } from '@/data/siteSettings'
import type { Locale } from '@/i18n/locales'

import { GoogleAnalytics } from './GoogleAnalytics'
import { measurementIdFrom } from './tracking'

/** Analytics for the public site; renders nothing without a measurement id. */
export async function Analytics({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale)
  const measurementId = measurementIdFrom(env(), settings?.gaMeasurementId)
  return measurementId ? <GoogleAnalytics measurementId={measurementId} /> : null
}
