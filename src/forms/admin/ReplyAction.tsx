import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'

import type { FormSubmission } from '@/payload-types'

import { replyMailto } from '../replyMail'

/**
 * The submission's "Reply" action: opens the staff member's mail program with a reply prepared in
 * the visitor's language (subject, greeting, signature).
 */
export async function ReplyAction({ data, field, i18n, payload }: UIFieldServerProps) {
  const submission = data as Partial<FormSubmission> | undefined
  if (!submission?.email) return null
  const locale = submission.locale ?? 'de-CH'
  const formId = typeof submission.form === 'object' ? submission.form?.id : submission.form
  const [form, settings] = await Promise.all([
    formId
      ? payload
          .findByID({ collection: 'forms', id: formId, locale, depth: 0, disableErrors: true })
          .catch(() => null)
      : null,
    payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
  ])
  const href = await replyMailto({
    email: submission.email,
    name: submission.name,
    locale,
    form: form?.title ?? '',
    brand: settings.brandName,
  })
  if (!href) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} data-reply-action>
        {getTranslation(field.label ?? '', i18n)}
      </a>
    </div>
  )
}
