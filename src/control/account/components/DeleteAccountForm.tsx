'use client'

import { useMutation } from '@apollo/client/react'
import { useTranslations } from 'next-intl'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { Field } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { useFieldRules } from '@/control/shared/components/useFieldRules'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import { DeleteMyAccountDocument } from '../documents.generated'

type OwnedOrganisation = { id: string; name: string; engines: number }

/**
 * The danger zone: the password, and for the organisations the customer owns a second
 * confirmation that lists them (they are deleted with their engines). The server checks both.
 */
export function DeleteAccountForm({
  organisations,
  afterPath,
}: {
  organisations: OwnedOrganisation[]
  afterPath: string
}) {
  const t = useTranslations('control.account.delete')
  const rules = useFieldRules()
  const accountError = useErrorText('account.errors')
  const [remove, { loading }] = useMutation(DeleteMyAccountDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const password = field(data, 'delete-password')
      const confirmed = data.get('delete-organisations') === 'yes'
      return {
        values: { password },
        errors: {
          password: rules.required(password),
          organisations:
            organisations.length && !confirmed ? t('confirmOrganisationsRequired') : undefined,
        },
      }
    },
    async ({ password }, { setErrors, setStatus }) => {
      try {
        await remove({
          variables: { password, confirmOrganisations: organisations.map((org) => org.id) },
        })
        setStatus({ success: t('done') })
        window.location.assign(afterPath)
      } catch (caught) {
        if (graphqlErrorMessage(caught) === 'wrongPassword')
          setErrors({ password: accountError(caught) })
        else setStatus({ error: accountError(caught) })
      }
    },
  )

  return (
    <section
      aria-labelledby="delete-account-title"
      className={`${styles.card} ${styles.danger}`}
      data-testid="delete-account"
    >
      <h2 id="delete-account-title" className={styles.subtitle}>
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
        {organisations.length ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('organisationsTitle')}</legend>
            <p id="delete-organisations-list-intro">{t('organisationsIntro')}</p>
            <ul aria-labelledby="delete-organisations-list-intro">
              {organisations.map((org) => (
                <li key={org.id}>{t('organisation', { name: org.name, engines: org.engines })}</li>
              ))}
            </ul>
            <div className={styles.field}>
              <label>
                <input
                  type="checkbox"
                  name="delete-organisations"
                  value="yes"
                  aria-invalid={errors.organisations ? true : undefined}
                  aria-describedby={errors.organisations ? 'delete-organisations-error' : undefined}
                />{' '}
                {t('confirmOrganisations')}
              </label>
              {errors.organisations ? (
                <p id="delete-organisations-error" className={styles.error} role="alert">
                  {errors.organisations}
                </p>
              ) : null}
            </div>
          </fieldset>
        ) : (
          <p>{t('noOrganisations')}</p>
        )}
        <Field
          id="delete-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      </ControlForm>
    </section>
  )
}
