import { FormRenderer } from '@/forms/components/FormRenderer'
import type { Locale } from '@/i18n/locales'
import type { FormBlock } from '@/payload-types'

/** Renders a form-builder form referenced by a page block (contact, audit, newsletter). */
export async function FormBlockComponent({ block, locale }: { block: FormBlock; locale: Locale }) {
  return (
    <FormRenderer form={block.form} heading={block.heading} intro={block.intro} locale={locale} />
  )
}
