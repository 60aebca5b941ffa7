import type { Locale } from '@/i18n/locales'

import type { Block, Composed } from '../layout'
import { siteLink } from '../links'
import type { EmailTranslator } from '../translator'

/** Greeting, text, a button with its link spelled out below, closing lines, signature. */
const framed = (t: EmailTranslator, middle: Block[]): Block[] => [
  { kind: 'paragraph', text: t('control.greeting') },
  ...middle,
  { kind: 'paragraph', text: t('control.signature') },
]

export type TokenData = { token: string }

export function verification(t: EmailTranslator, data: TokenData, locale: Locale): Composed {
  return {
    subject: t('verification.subject'),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('verification.intro') },
      {
        kind: 'button',
        label: t('verification.button'),
        href: siteLink(locale, '/verify', { token: data.token }),
      },
      { kind: 'paragraph', text: t('verification.ignore') },
    ]),
  }
}

export function passwordReset(t: EmailTranslator, data: TokenData, locale: Locale): Composed {
  return {
    subject: t('passwordReset.subject'),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('passwordReset.intro') },
      {
        kind: 'button',
        label: t('passwordReset.button'),
        href: siteLink(locale, '/reset-password', { token: data.token }),
      },
      { kind: 'paragraph', text: t('passwordReset.ignore') },
    ]),
  }
}

/** Sent instead of a verification when someone signs up with an address that has an account. */
export function accountExists(
  t: EmailTranslator,
  _data: Record<string, never>,
  locale: Locale,
): Composed {
  return {
    subject: t('accountExists.subject'),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('accountExists.intro') },
      { kind: 'button', label: t('accountExists.button'), href: siteLink(locale, '/login') },
      {
        kind: 'link',
        label: t('accountExists.forgot'),
        href: siteLink(locale, '/forgot-password'),
      },
    ]),
  }
}

export type InvitationData = { organisation: string; inviter: string; email: string; token: string }

export function invitation(t: EmailTranslator, data: InvitationData, locale: Locale): Composed {
  const values = { organisation: data.organisation, inviter: data.inviter, email: data.email }
  return {
    subject: t('invitation.subject', values),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('invitation.intro', values) },
      {
        kind: 'button',
        label: t('invitation.button'),
        href: siteLink(locale, '/control/join', { token: data.token }),
      },
      { kind: 'paragraph', text: t('invitation.note', values) },
    ]),
  }
}
