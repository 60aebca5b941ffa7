import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

import { orNull } from './fallback'
import { getPayloadClient } from './payload'

/** A form of the form builder in one locale; null when it does not exist or cannot be read (no form is shown). */
export const findForm = async (id: number | string, locale: Locale): Promise<Form | null> =>
  orNull('forms', async () =>
    (await getPayloadClient()).findByID({
      collection: 'forms',
      id,
      locale,
      depth: 0,
      disableErrors: true,
    }),
  )
