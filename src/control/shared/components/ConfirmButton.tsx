'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import styles from './control.module.css'
import { ActionButton } from './Field'

/**
 * A button that asks before it acts: the question and "Yes, continue" / "Cancel" appear in
 * place, focus moves to the confirmation and returns to the button afterwards (when the action
 * left it on the page). Escape cancels like "Cancel".
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
  const close = () => {
    returnFocus.current = true
    setAsking(false)
  }

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
    <div
      role="group"
      aria-labelledby={questionId}
      className={styles.fieldset}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
    >
      <p id={questionId} style={{ margin: 0 }}>
        {question}
      </p>
      <div className={styles.actions} style={{ marginTop: 0 }}>
        <ActionButton
          ref={confirmRef}
          busy={busy}
          label={t('confirm')}
          busyLabel={t('working')}
          onClick={async () => {
            await onConfirm()
            close()
          }}
        />
        <button type="button" className={styles.buttonSecondary} onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </div>
  )
}
