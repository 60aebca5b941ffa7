'use client'

import { useMutation } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { ActionButton, Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import { DeleteInstanceDocument, RetryInstanceLaunchDocument } from '../documents.generated'

/** "Retry launch" for the owner of a failed instance; the page's polling shows the new try. */
export function RetryLaunchButton({ id }: { id: string }) {
  const t = useTranslations('control.instance')
  const lifecycleError = useErrorText('instance.errors')
  const [retry, { loading }] = useMutation(RetryInstanceLaunchDocument)
  const [error, setError] = useState<string | null>(null)

  const onClick = async () => {
    setError(null)
    try {
      await retry({ variables: { id } })
    } catch (caught) {
      setError(lifecycleError(caught))
    }
  }

  return (
    <div>
      <div className={styles.actions}>
        <ActionButton
          onClick={onClick}
          busy={loading}
          label={t('retry')}
          busyLabel={t('retrying')}
          aria-describedby="retry-help"
          data-testid="retry-launch"
        />
      </div>
      <p id="retry-help" className={styles.help}>
        {t('retryHelp')}
      </p>
      <FormStatus error={error} />
    </div>
  )
}

/** "Delete engine": the owner types the shop name to confirm; the server checks it again. */
export function DeleteEngineForm({ id, shopName }: { id: string; shopName: string }) {
  const t = useTranslations('control.instance.delete')
  const lifecycleError = useErrorText('instance.errors')
  const [remove, { loading }] = useMutation(DeleteInstanceDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const typed = field(data, 'confirm-shop-name').trim()
      return {
        values: { typed },
        errors: {
          confirm: !typed
            ? t('required')
            : typed !== shopName.trim()
              ? t('mismatch', { shopName })
              : undefined,
        },
      }
    },
    async ({ typed }, { setErrors, setStatus }) => {
      try {
        await remove({ variables: { id, confirmShopName: typed } })
        setStatus({ success: t('started') })
      } catch (caught) {
        if (graphqlErrorMessage(caught) === 'confirmationMismatch')
          setErrors({ confirm: t('mismatch', { shopName }) })
        else setStatus({ error: lifecycleError(caught) })
      }
    },
  )

  return (
    <section
      aria-labelledby="delete-title"
      className={`${styles.card} ${styles.danger}`}
      data-testid="delete-engine"
    >
      <h2 id="delete-title" className={styles.subtitle}>
        {t('title')}
      </h2>
      <p className={styles.help}>{t('intro')}</p>
      <ControlForm
        onSubmit={onSubmit}
        status={status}
        busy={loading}
        variant="danger"
        submitLabel={t('button')}
        busyLabel={t('busy')}
      >
        <Field
          id="confirm-shop-name"
          label={t('label', { shopName })}
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.confirm}
        />
      </ControlForm>
    </section>
  )
}
