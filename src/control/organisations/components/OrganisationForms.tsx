'use client'

import { useMutation } from '@apollo/client/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useFieldRules } from '@/control/account/components/useFieldRules'
import {
  ACCEPT_INVITATION,
  CREATE_ORGANISATION,
  INVITE_MEMBER,
  RENAME_ORGANISATION,
} from '@/control/engines/documents'
import styles from '@/control/shared/components/control.module.css'
import { ActionButton, Field, FormStatus, SubmitButton } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { controlPaths } from '@/control/shared/paths'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { Locale } from '@/i18n/locales'

function useNameRule() {
  const t = useTranslations('control.orgForm.errors')
  return (value: string) => {
    const name = value.trim()
    if (!name) return t('nameRequired')
    if (name.length < 2 || name.length > 80) return t('nameLength')
    return undefined
  }
}

export function CreateOrganisationForm({ cancelPath }: { cancelPath: string }) {
  const t = useTranslations('control.orgForm')
  const locale = useLocale() as Locale
  const nameRule = useNameRule()
  const errorText = useErrorText()
  const [create, { loading }] = useMutation(CREATE_ORGANISATION)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const name = field(data, 'org-name')
      return { values: { name }, errors: { name: nameRule(name) } }
    },
    async ({ name }, { setErrors, setStatus }) => {
      try {
        const result = await create({ variables: { name: name.trim() } })
        window.location.assign(
          controlPaths(locale).organisation(result.data!.createMyOrganisation.id),
        )
      } catch (caught) {
        const code = graphqlErrorMessage(caught)
        if (code === 'nameRequired' || code === 'nameLength')
          setErrors({ name: t(`errors.${code}`) })
        else setStatus({ error: errorText(caught) })
      }
    },
  )

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id="org-name"
        label={t('name')}
        help={t('nameHelp')}
        required
        minLength={2}
        maxLength={80}
        autoComplete="organization"
        error={errors.name}
      />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('submit')} busyLabel={t('submitting')} />
        <Link href={cancelPath}>{t('cancel')}</Link>
      </div>
    </form>
  )
}

export function RenameOrganisationForm({ id, name }: { id: string; name: string }) {
  const t = useTranslations('control.orgDetail')
  const tForm = useTranslations('control.orgForm')
  const router = useRouter()
  const nameRule = useNameRule()
  const errorText = useErrorText()
  const [rename, { loading }] = useMutation(RENAME_ORGANISATION)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const value = field(data, 'rename-name')
      return { values: { name: value }, errors: { name: nameRule(value) } }
    },
    async (values, { setStatus }) => {
      try {
        await rename({ variables: { id, name: values.name.trim() } })
        setStatus({ success: t('renamed') })
        router.refresh()
      } catch (caught) {
        setStatus({ error: errorText(caught) })
      }
    },
  )

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id="rename-name"
        label={tForm('name')}
        defaultValue={name}
        required
        minLength={2}
        maxLength={80}
        error={errors.name}
      />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('renameSubmit')} busyLabel={t('saving')} />
      </div>
    </form>
  )
}

export function InviteMemberForm({ organisation }: { organisation: string }) {
  const t = useTranslations('control.orgDetail')
  const rules = useFieldRules()
  const locale = useLocale() as Locale
  const router = useRouter()
  const errorText = useErrorText()
  const [invite, { loading }] = useMutation(INVITE_MEMBER)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const email = field(data, 'invite-email').trim()
      return {
        values: { email },
        errors: { email: rules.email(email) },
      }
    },
    async ({ email }, { form, setStatus }) => {
      try {
        await invite({ variables: { organisation, email, locale } })
        setStatus({ success: t('invited', { email }) })
        form.reset()
        router.refresh()
      } catch (caught) {
        setStatus({ error: errorText(caught) })
      }
    },
  )

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.help}>{t('inviteHelp')}</p>
      <Field
        id="invite-email"
        label={t('inviteEmail')}
        type="email"
        autoComplete="off"
        required
        error={errors.email}
      />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('inviteSubmit')} busyLabel={t('saving')} />
      </div>
    </form>
  )
}

export function AcceptInvitationButton({ token }: { token: string }) {
  const t = useTranslations('control.join')
  const locale = useLocale() as Locale
  const errorText = useErrorText()
  const [accept, { loading }] = useMutation(ACCEPT_INVITATION)
  const [error, setError] = useState<string | null>(null)
  const onClick = async () => {
    setError(null)
    try {
      const result = await accept({ variables: { token } })
      window.location.assign(controlPaths(locale).organisation(result.data!.acceptInvitation.id))
    } catch (caught) {
      setError(errorText(caught, { invalidInvitation: t('invalid') }))
    }
  }
  return (
    <>
      <FormStatus error={error} />
      <div className={styles.actions}>
        <ActionButton
          onClick={onClick}
          busy={loading}
          label={t('accept')}
          busyLabel={t('joining')}
        />
      </div>
    </>
  )
}
