'use client'

import { useTranslations, type Messages } from 'next-intl'

import { graphqlErrorMessage } from '@/graphql/errorMessage'

import { passwordMaxLength, passwordMinLength } from '../limits'

const knownKeys = [
  'required',
  'emailInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'tooManyRequests',
  'temporarilyUnavailable',
] as const satisfies (keyof Messages['control']['auth']['errors'])[]

type KnownKey = (typeof knownKeys)[number]
type WizardError = keyof Messages['control']['wizard']['errors']

type ControlErrors<Part extends 'account' | 'team' | 'instance' | 'tokens'> =
  `${Part}.errors.${keyof Messages['control'][Part]['errors'] & string}`
type ScopedKey =
  | ControlErrors<'account'>
  | ControlErrors<'team'>
  | ControlErrors<'instance'>
  | ControlErrors<'tokens'>

/** A part of the control area whose `errors` catalogue names the server's refusals in its words. */
type ErrorScope = 'account.errors' | 'team.errors' | 'instance.errors' | 'tokens.errors'

const isKnown = (message: string): message is KnownKey =>
  (knownKeys as readonly string[]).includes(message)

/**
 * Turns a failed GraphQL operation into text: the server's message key translated when known
 * (first the caller's own texts, then its scope's catalogue, then the sign-in and wizard errors),
 * its own message otherwise, and "Error message not found." when it sent none.
 */
export function useErrorText(scope?: ErrorScope) {
  const t = useTranslations('control')
  const common = useTranslations('common.errors')
  return (error: unknown, specific: Record<string, string> = {}): string => {
    const message = graphqlErrorMessage(error)
    if (!message) return common('dataClientFallback')
    if (specific[message]) return specific[message]
    const isCode = /^[a-zA-Z]+$/.test(message)
    // The server's message is only a candidate key until t.has has found it.
    const scopedKey = `${scope}.${message}` as ScopedKey
    if (scope && isCode && t.has(scopedKey)) return t(scopedKey)
    if (isKnown(message))
      return t(`auth.errors.${message}`, { min: passwordMinLength, max: passwordMaxLength })
    const wizardKey = `wizard.errors.${message as WizardError}` as const
    if (t.has(wizardKey)) return t(wizardKey)
    if (isCode) return t('auth.errors.generic')
    return message
  }
}
