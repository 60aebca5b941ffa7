'use client'

import { useMutation } from '@apollo/client/react'
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { useFormTexts } from '../../components/FormTexts'
import { ConfirmNewsletterDocument, UnsubscribeNewsletterDocument } from '../../documents.generated'
import styles from '../../forms.module.css'

/**
 * Confirms (or cancels) a subscription with the e-mail link's token. It runs in the browser, so
 * mail scanners that merely fetch the link do not confirm anything.
 */
export function NewsletterToken({
  action,
  token,
  locale,
  home,
}: {
  action: 'confirm' | 'unsubscribe'
  token: string
  locale: Locale
  home: string
}) {
  const texts = useFormTexts().forms.newsletter
  const [state, setState] = useState<'working' | 'success' | 'failed' | 'missing'>(
    token ? 'working' : 'missing',
  )
  const [confirm] = useMutation(ConfirmNewsletterDocument)
  const [unsubscribe] = useMutation(UnsubscribeNewsletterDocument)
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    const run = async () => {
      try {
        if (action === 'confirm') {
          const { data } = await confirm({ variables: { token, locale } })
          setState(data?.confirmNewsletter ? 'success' : 'failed')
        } else {
          const { data } = await unsubscribe({ variables: { token, locale } })
          setState(data?.unsubscribeNewsletter ? 'success' : 'failed')
        }
      } catch {
        setState('failed')
      }
    }
    void run()
  }, [action, confirm, unsubscribe, token, locale])

  const message = state === 'missing' ? texts.confirm.missing : texts[action][state]
  return (
    <div
      className={
        state === 'success' ? styles.success : state === 'working' ? undefined : styles.error
      }
      role={state === 'working' ? 'status' : state === 'success' ? 'status' : 'alert'}
      data-testid={`newsletter-${state}`}
    >
      <p>{message}</p>
      {state !== 'working' ? (
        <p>
          <a href={home}>{texts.home}</a>
        </p>
      ) : null}
    </div>
  )
}
