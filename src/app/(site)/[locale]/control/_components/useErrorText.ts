'use client'

import { useTranslations } from 'next-intl'

import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { passwordMaxLength, passwordMinLength } from '@/hosting/passwordPolicy'

const knownKeys = [
  'required',
  'emailInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'tooManyRequests',
  'temporarilyUnavailable',
]

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
    if (knownKeys.includes(message))
      return t(`auth.errors.${message}`, { min: passwordMinLength, max: passwordMaxLength })
    if (t.has(`wizard.errors.${message}`)) return t(`wizard.errors.${message}`)
    if (/^[a-zA-Z]+$/.test(message)) return t('auth.errors.generic')
    return message
  }
}
