'use client'

import { useTranslations, type Messages } from 'next-intl'

import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { passwordMaxLength, passwordMinLength } from '@/hosting/passwordPolicy'

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

const isKnown = (message: string): message is KnownKey =>
  (knownKeys as readonly string[]).includes(message)

/**
 * Turns a failed GraphQL operation into text: the server's message key translated when known,
 * its own message otherwise, and "Error message not found." when it sent none.
 */
export function useErrorText() {
  const t = useTranslations('control')
  const common = useTranslations('common.errors')
  return (error: unknown, specific: Record<string, string> = {}): string => {
    const message = graphqlErrorMessage(error)
    if (!message) return common('dataClientFallback')
    if (specific[message]) return specific[message]
    if (isKnown(message))
      return t(`auth.errors.${message}`, { min: passwordMinLength, max: passwordMaxLength })
    // The server's message is only a candidate key until t.has has found it.
    const wizardKey = `wizard.errors.${message as WizardError}` as const
    if (t.has(wizardKey)) return t(wizardKey)
    if (/^[a-zA-Z]+$/.test(message)) return t('auth.errors.generic')
    return message
  }
}
