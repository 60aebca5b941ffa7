'use client'

import { useMutation } from '@apollo/client/react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { ActionButton, Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit, type Status } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { useFieldRules } from '@/control/shared/components/useFieldRules'
import { passwordMinLength } from '@/control/shared/limits'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { localeLabels, locales, type Locale } from '@/i18n/locales'

import {
  ChangeMyPasswordDocument,
  ConfirmEmailChangeDocument,
  RequestEmailChangeDocument,
  UpdateMyAccountDocument,
} from '../documents.generated'
import { nameMaxLength } from '../limits'
import { CurrentPasswordField, EmailField, NewPasswordField } from './AccountFields'

export function ProfileForm({ name, locale }: { name: string; locale: Locale }) {
  const t = useTranslations('control.account.profile')
  const tErrors = useTranslations('control.account.errors')
  const router = useRouter()
  const accountError = useErrorText('account.errors')
  const [update, { loading }] = useMutation(UpdateMyAccountDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const value = field(data, 'account-name')
      return {
        values: { name: value.trim(), locale: field(data, 'account-locale') },
        errors: { name: value.trim().length > nameMaxLength ? tErrors('nameTooLong') : undefined },
      }
    },
    async (values, { setStatus }) => {
      try {
        await update({ variables: values })
        setStatus({ success: t('saved') })
        router.refresh()
      } catch (caught) {
        setStatus({ error: accountError(caught) })
      }
    },
  )
  return (
    <ControlForm
      onSubmit={onSubmit}
      status={status}
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('saving')}
    >
      <Field
        id="account-name"
        label={t('name')}
        defaultValue={name}
        maxLength={nameMaxLength}
        autoComplete="name"
        error={errors.name}
      />
      <div className={styles.field}>
        <label htmlFor="account-locale" className={styles.label}>
          {t('language')}
        </label>
        <select
          id="account-locale"
          name="account-locale"
          className={styles.select}
          defaultValue={locale}
          aria-describedby="account-locale-help"
        >
          {locales.map((value) => (
            <option key={value} value={value} lang={value}>
              {localeLabels[value]}
            </option>
          ))}
        </select>
        <p id="account-locale-help" className={styles.help}>
          {t('languageHelp')}
        </p>
      </div>
    </ControlForm>
  )
}

export function PasswordForm() {
  const t = useTranslations('control.account.password')
  const rules = useFieldRules()
  const accountError = useErrorText('account.errors')
  const [change, { loading }] = useMutation(ChangeMyPasswordDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const currentPassword = field(data, 'password-current')
      const newPassword = field(data, 'password-new')
      return {
        values: { currentPassword, newPassword },
        errors: {
          current: rules.required(currentPassword),
          next: rules.password(newPassword),
        },
      }
    },
    async (values, { form, setErrors, setStatus }) => {
      try {
        await change({ variables: values })
        form.reset()
        setStatus({ success: t('saved') })
      } catch (caught) {
        if (graphqlErrorMessage(caught) === 'wrongPassword')
          setErrors({ current: accountError(caught) })
        else setStatus({ error: accountError(caught) })
      }
    },
  )
  return (
    <ControlForm
      onSubmit={onSubmit}
      status={status}
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('saving')}
    >
      <CurrentPasswordField id="password-current" label={t('current')} error={errors.current} />
      <NewPasswordField
        id="password-new"
        label={t('new')}
        help={t('rules', { min: passwordMinLength })}
        error={errors.next}
      />
    </ControlForm>
  )
}

export function EmailForm({ email, pending }: { email: string; pending: string | null }) {
  const t = useTranslations('control.account.email')
  const rules = useFieldRules()
  const accountError = useErrorText('account.errors')
  const [pendingEmail, setPendingEmail] = useState(pending)
  const [request, { loading }] = useMutation(RequestEmailChangeDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const next = field(data, 'email-new').trim()
      const currentPassword = field(data, 'email-password')
      return {
        values: { email: next, currentPassword },
        errors: {
          email: rules.email(next),
          password: rules.required(currentPassword),
        },
      }
    },
    async (values, { form, setErrors, setStatus }) => {
      try {
        await request({ variables: values })
        form.reset()
        setPendingEmail(values.email.toLowerCase())
        setStatus({ success: t('sent', { email: values.email }) })
      } catch (caught) {
        const code = graphqlErrorMessage(caught)
        if (code === 'wrongPassword') setErrors({ password: accountError(caught) })
        else if (code === 'emailUnchanged' || code === 'emailInvalid')
          setErrors({ email: accountError(caught) })
        else setStatus({ error: accountError(caught) })
      }
    },
  )
  return (
    <ControlForm
      onSubmit={onSubmit}
      status={status}
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('saving')}
    >
      <p>{t('current', { email })}</p>
      {pendingEmail ? (
        <p className={styles.help} data-testid="pending-email">
          {t('pending', { email: pendingEmail })}
        </p>
      ) : null}
      <EmailField id="email-new" label={t('new')} error={errors.email} />
      <CurrentPasswordField id="email-password" label={t('password')} error={errors.password} />
    </ControlForm>
  )
}

/** The target of the confirmation link: the change happens on the customer's click, signed in. */
export function ConfirmEmailButton({ token }: { token: string }) {
  const t = useTranslations('control.account.confirm')
  const router = useRouter()
  const accountError = useErrorText('account.errors')
  const [confirm, { loading }] = useMutation(ConfirmEmailChangeDocument)
  const [state, setState] = useState<Status>({})
  // The button goes with the success: focus moves to the message instead of falling to the page.
  const statusRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.success) statusRef.current?.focus()
  }, [state.success])
  const onClick = async () => {
    setState({})
    try {
      const result = await confirm({ variables: { token } })
      setState({ success: t('done', { email: result.data!.confirmEmailChange.email }) })
      router.refresh()
    } catch (caught) {
      setState({ error: accountError(caught) })
    }
  }
  return (
    <section className={styles.card} aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title" className={styles.subtitle}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <div ref={statusRef} tabIndex={-1}>
        <FormStatus {...state} />
      </div>
      {state.success ? null : (
        <div className={styles.actions}>
          <ActionButton
            onClick={onClick}
            busy={loading}
            label={t('button')}
            busyLabel={t('busy')}
          />
        </div>
      )}
    </section>
  )
}
