import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import type { Block, Composed } from '../layout'
import { absoluteLink } from '../links'
import type { EmailTranslator } from '../translator'

export type SecurityNoticeData = {
  kind:
    | 'passwordChanged'
    | 'passkeyAdded'
    | 'passkeyRemoved'
    | 'twoStepEnabled'
    | 'twoStepDisabled'
    | 'recoveryCodeUsed'
    | 'newDevice'
  /** A customer's account (the control area) or a staff member's (the admin). */
  audience: 'customer' | 'staff'
  at: string
  browser: string | null
  os: string | null
  method: string | null
  supportEmail: string
}

/**
 * A change to how an account signs in (the other sessions have ended), or a sign-in from a device
 * the account had not used: what, when, from which device, and what to do if it was not them.
 */
export function securityNotice(
  t: EmailTranslator,
  data: SecurityNoticeData,
  locale: Locale,
): Composed {
  const at = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(new Date(data.at))
  const device =
    data.browser || data.os
      ? t('securityNotice.device', { browser: data.browser ?? '–', os: data.os ?? '–' })
      : t('securityNotice.unknownDevice')
  const rows = [
    { label: t('securityNotice.when'), value: at },
    { label: t('securityNotice.from'), value: device },
    ...(data.kind === 'newDevice' && data.method
      ? [
          {
            label: t('securityNotice.how'),
            value: t('securityNotice.method', { method: data.method }),
          },
        ]
      : []),
  ]
  const middle: Block[] = [
    { kind: 'paragraph', text: t('securityNotice.intro', { kind: data.kind }) },
    { kind: 'table', rows },
    ...(data.kind === 'newDevice'
      ? []
      : [{ kind: 'paragraph' as const, text: t('securityNotice.othersEnded') }]),
    {
      kind: 'paragraph',
      text: t('securityNotice.notYou', { kind: data.kind, support: data.supportEmail }),
    },
    {
      kind: 'button',
      label: t('securityNotice.button'),
      href:
        data.audience === 'staff'
          ? absoluteLink('/admin/account')
          : absoluteLink(controlPaths(locale).account),
    },
  ]
  return {
    subject: t('securityNotice.subject', { kind: data.kind }),
    blocks: [
      { kind: 'paragraph', text: t('control.greeting') },
      ...middle,
      { kind: 'paragraph', text: t('control.signature') },
    ],
  }
}
