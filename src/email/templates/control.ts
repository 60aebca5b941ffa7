import type { Locale } from '@/i18n/locales'
import type { EngineInstance } from '@/payload-types'
import { controlPaths } from '@/routing/controlPaths'

import type { Block, Composed } from '../layout'
import { absoluteLink, siteLink } from '../links'
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

/** The trial's end as the control area shows it: date and time in Zurich, British order in English. */
function trialEnd(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(new Date(value))
}

export type TrialReminderData = { trialEndsAt: string }

/** Three days (whole days left, rounded up) before the trial ends. */
export function trialEndingSoon(
  t: EmailTranslator,
  data: TrialReminderData & { daysLeft: number },
  locale: Locale,
): Composed {
  return {
    subject: t('trialEndingSoon.subject', { days: data.daysLeft }),
    blocks: framed(t, [
      {
        kind: 'paragraph',
        text: t('trialEndingSoon.intro', { date: trialEnd(data.trialEndsAt, locale) }),
      },
      { kind: 'paragraph', text: t('trialEndingSoon.after') },
      {
        kind: 'button',
        label: t('trialEndingSoon.button'),
        href: absoluteLink(controlPaths(locale).control),
      },
    ]),
  }
}

/** Less than a day before the trial ends. */
export function trialLastDay(
  t: EmailTranslator,
  data: TrialReminderData,
  locale: Locale,
): Composed {
  return {
    subject: t('trialLastDay.subject'),
    blocks: framed(t, [
      {
        kind: 'paragraph',
        text: t('trialLastDay.intro', { date: trialEnd(data.trialEndsAt, locale) }),
      },
      { kind: 'paragraph', text: t('trialLastDay.after') },
      {
        kind: 'button',
        label: t('trialLastDay.button'),
        href: absoluteLink(controlPaths(locale).control),
      },
    ]),
  }
}

export type EngineData = { shopName: string; instanceId: string }

export function engineRunning(t: EmailTranslator, data: EngineData, locale: Locale): Composed {
  const values = { shopName: data.shopName, instanceId: data.instanceId }
  return {
    subject: t('engineRunning.subject', values),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('engineRunning.intro', values) },
      { kind: 'paragraph', text: t('engineRunning.next') },
      {
        kind: 'button',
        label: t('engineRunning.button'),
        href: absoluteLink(controlPaths(locale).instance(data.instanceId)),
      },
    ]),
  }
}

type Step = NonNullable<EngineInstance['tasks']>[number]['step']

export type EngineFailedData = EngineData & {
  /** True when the engine never ran (its launch failed), false when a running engine failed. */
  duringLaunch: boolean
  /** The step that failed, if one is recorded: it is explained in plain words. */
  step: Step | null
  /** The hosting system's own message, quoted as the technical detail. */
  message: string | null
}

export function engineFailed(t: EmailTranslator, data: EngineFailedData, locale: Locale): Composed {
  const values = { shopName: data.shopName, instanceId: data.instanceId }
  return {
    subject: data.duringLaunch
      ? t('engineFailed.subjectLaunch', values)
      : t('engineFailed.subject', values),
    blocks: framed(t, [
      {
        kind: 'paragraph',
        text: data.duringLaunch
          ? t('engineFailed.introLaunch', values)
          : t('engineFailed.intro', values),
      },
      { kind: 'paragraph', text: t(`engineFailed.reason.${data.step ?? 'unknown'}`) },
      ...(data.message
        ? [
            {
              kind: 'paragraph' as const,
              text: t('engineFailed.detail', { message: data.message }),
            },
          ]
        : []),
      { kind: 'paragraph', text: t('engineFailed.help') },
      {
        kind: 'button',
        label: t('engineFailed.button'),
        href: absoluteLink(controlPaths(locale).instance(data.instanceId)),
      },
    ]),
  }
}

export type EmailChangeNoticeData = { newEmail: string }

/** To the current address when a change of the account's address is requested. */
export function emailChangeNotice(
  t: EmailTranslator,
  data: EmailChangeNoticeData,
  locale: Locale,
): Composed {
  return {
    subject: t('emailChangeNotice.subject'),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('emailChangeNotice.intro', { newEmail: data.newEmail }) },
      { kind: 'paragraph', text: t('emailChangeNotice.notYou') },
      {
        kind: 'button',
        label: t('emailChangeNotice.button'),
        href: absoluteLink(controlPaths(locale).account),
      },
    ]),
  }
}

export type EmailChangeConfirmData = TokenData & { newEmail: string }

/** To the new address: the link (24 hours, once) that completes the change, opened while logged in. */
export function emailChangeConfirm(
  t: EmailTranslator,
  data: EmailChangeConfirmData,
  locale: Locale,
): Composed {
  return {
    subject: t('emailChangeConfirm.subject'),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('emailChangeConfirm.intro', { newEmail: data.newEmail }) },
      {
        kind: 'button',
        label: t('emailChangeConfirm.button'),
        href: absoluteLink(controlPaths(locale).account, { emailToken: data.token }),
      },
      { kind: 'paragraph', text: t('emailChangeConfirm.ignore') },
    ]),
  }
}

/** Sent instead of a confirmation when the requested new address already has an account. */
export function emailInUse(
  t: EmailTranslator,
  _data: Record<string, never>,
  locale: Locale,
): Composed {
  return {
    subject: t('emailInUse.subject'),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('emailInUse.intro') },
      { kind: 'paragraph', text: t('emailInUse.nothingChanged') },
      { kind: 'button', label: t('emailInUse.button'), href: siteLink(locale, '/login') },
    ]),
  }
}

export function engineDeleted(t: EmailTranslator, data: EngineData, locale: Locale): Composed {
  const values = { shopName: data.shopName, instanceId: data.instanceId }
  return {
    subject: t('engineDeleted.subject', values),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('engineDeleted.intro', values) },
      { kind: 'paragraph', text: t('engineDeleted.record') },
      {
        kind: 'button',
        label: t('engineDeleted.button'),
        href: absoluteLink(controlPaths(locale).instance(data.instanceId)),
      },
    ]),
  }
}

export type InvitationAcceptedData = {
  organisation: string
  organisationId: string
  member: string
}

/** To whoever invited (or the owner): the invited person has joined. */
export function invitationAccepted(
  t: EmailTranslator,
  data: InvitationAcceptedData,
  locale: Locale,
): Composed {
  const values = { organisation: data.organisation, member: data.member }
  return {
    subject: t('invitationAccepted.subject', values),
    blocks: framed(t, [
      { kind: 'paragraph', text: t('invitationAccepted.intro', values) },
      {
        kind: 'button',
        label: t('invitationAccepted.button'),
        href: absoluteLink(controlPaths(locale).organisation(data.organisationId)),
      },
    ]),
  }
}

export type RoleChangedData = {
  organisation: string
  organisationId: string
  role: 'owner' | 'admin' | 'member'
}

/** To the member whose role in an organisation changed (ownership transfers included). */
export function roleChanged(t: EmailTranslator, data: RoleChangedData, locale: Locale): Composed {
  const values = { organisation: data.organisation }
  return {
    subject: t('roleChanged.subject', values),
    blocks: framed(t, [
      { kind: 'paragraph', text: t(`roleChanged.intro.${data.role}`, values) },
      {
        kind: 'button',
        label: t('roleChanged.button'),
        href: absoluteLink(controlPaths(locale).organisation(data.organisationId)),
      },
    ]),
  }
}
