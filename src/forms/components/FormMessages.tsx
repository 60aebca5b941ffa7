import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { FormTextsProvider } from './FormTexts'

/** The `forms` messages (and the common error texts), only around the forms. */
export async function FormMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { forms, common } = await getMessages({ locale })
  return (
    <FormTextsProvider texts={{ locale, forms, errors: common.errors }}>
      {children}
    </FormTextsProvider>
  )
}
