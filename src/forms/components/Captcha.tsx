'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { fill } from '@/i18n/fill'

import type { CaptchaFieldsFragment as Captcha } from '../documents.generated'
import styles from '../forms.module.css'
import { loadRequests } from '../loadRequests'
import { FormField } from './FormField'
import { useFormTexts } from './FormTexts'
import type { ClientField } from './types'

export type CaptchaState = {
  challenge: Captcha | null
  answer: string
  loading: boolean
  failed: boolean
  setAnswer: (value: string) => void
  replace: (challenge: Captcha) => void
  reset: () => Promise<void>
}

/**
 * Fetches a sealed challenge on mount; `reset` fetches a new one (passing the current one, so the
 * server keeps the visitor's form start time) and clears the answer.
 */
export function useCaptcha(enabled: boolean, locale: string): CaptchaState {
  const [challenge, setChallengeState] = useState<Captcha | null>(null)
  const current = useRef<Captcha | null>(null)
  const setChallenge = useCallback((next: Captcha) => {
    current.current = next
    setChallengeState(next)
  }, [])
  const [answer, setAnswer] = useState('')
  const [failed, setFailed] = useState(false)
  const [loading, setLoading] = useState(enabled)

  const fetchChallenge = useCallback(async () => {
    try {
      const { issueCaptcha } = await loadRequests()
      const outcome = await issueCaptcha(locale, current.current?.token)
      if ('result' in outcome) {
        setChallenge(outcome.result)
        setFailed(false)
      } else {
        setFailed(true)
      }
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }, [locale, setChallenge])

  const reset = useCallback(async () => {
    setAnswer('')
    setLoading(true)
    await fetchChallenge()
  }, [fetchChallenge])

  useEffect(() => {
    if (enabled) void fetchChallenge()
  }, [enabled, fetchChallenge])

  const replace = useCallback(
    (next: Captcha) => {
      setChallenge(next)
      setAnswer('')
    },
    [setChallenge],
  )

  return { challenge, answer, loading, failed, setAnswer, replace, reset }
}

export function CaptchaField({
  field,
  id,
  state,
  error,
  onAnswer,
}: {
  field: ClientField
  id: string
  state: CaptchaState
  error?: string
  onAnswer: (value: string) => void
}) {
  const texts = useFormTexts().forms.captcha
  const question = state.challenge?.question
  return (
    <FormField
      field={{ ...field, required: true }}
      id={id}
      value={state.answer}
      error={error}
      onChange={onAnswer}
      label={
        question ? (
          <span
            data-testid="captcha-question"
            data-question={question}
            data-challenge={state.challenge?.token.slice(-16)}
          >
            {fill(texts.label, { question })}
          </span>
        ) : (
          <span>{texts.loading}</span>
        )
      }
      hint={texts.hint}
      after={
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => void state.reset()}
          disabled={state.loading}
          aria-controls={id}
          data-testid="captcha-reset"
        >
          {texts.reset}
        </button>
      }
    />
  )
}
