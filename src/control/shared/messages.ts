import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** The part of the catalogue the control area's client components need. */
export async function controlMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const all = (await getMessages({ locale })) as Record<string, AbstractIntlMessages>
  return { control: all.control, common: all.common }
}
