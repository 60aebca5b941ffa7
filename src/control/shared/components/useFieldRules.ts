'use client'

import { useTranslations } from 'next-intl'

import { isEmail, passwordMaxLength, passwordMinLength, passwordProblem } from '../limits'

/** The browser's checks of e-mail addresses and passwords, in the words of the sign-in errors. */
export function useFieldRules() {
  const t = useTranslations('control.auth.errors')
  return {
    email: (value: string) =>
      !value.trim() ? t('required') : !isEmail(value.trim()) ? t('emailInvalid') : undefined,
    password: (value: string) => {
      const problem = passwordProblem(value)
      return problem ? t(problem, { min: passwordMinLength, max: passwordMaxLength }) : undefined
    },
    required: (value: string) => (!value ? t('required') : undefined),
  }
}
