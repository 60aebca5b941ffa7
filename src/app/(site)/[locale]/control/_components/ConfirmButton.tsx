'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import styles from './control.module.css'
import { ActionButton } from './Field'

/**
 * A button that asks before it acts: the question and "Yes, continue" / "Cancel" appear in
 * place, focus moves to the confirmation and returns to the button when cancelled.
 */
export function ConfirmButton({
  label,
  question,
  busy,
  describedBy,
  onConfirm,
}: {
  label: string
  question: string
  busy: boolean
  describedBy?: string
  onConfirm: () => Promise<void> | void
}) {
  const t = useTranslations('control.team')
  const [asking, setAsking] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const questionId = useId()

  useEffect(() => {
    if (asking) confirmRef.current?.focus()
    else if (returnFocus.current) triggerRef.current?.focus()
  }, [asking])

  if (!asking)
    return (
      <ActionButton
        ref={triggerRef}
        variant="secondary"
        busy={busy}
        label={label}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      />
    )
  return (
    <div role="group" aria-labelledby={questionId} className={styles.fieldset}>
      <p id={questionId} style={{ margin: 0 }}>
        {question}
      </p>
      <div className={styles.actions} style={{ marginTop: 0 }}>
        <button
          ref={confirmRef}
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={async () => {
            await onConfirm()
            returnFocus.current = false
            setAsking(false)
          }}
        >
          {busy ? t('working') : t('confirm')}
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          onClick={() => {
            returnFocus.current = true
            setAsking(false)
          }}
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  )
}
