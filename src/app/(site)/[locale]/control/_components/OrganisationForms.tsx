'use client'

import { useMutation } from '@apollo/client/react'
import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { isEmail } from '@/hosting/launchRules'
import { ACCEPT_INVITATION, CREATE_ORGANISATION, INVITE_MEMBER, RENAME_ORGANISATION } from '@/hosting/operations'
import { controlPaths } from '@/hosting/paths'
import type { Locale } from '@/i18n/locales'

import { Field, FormStatus, useHydrated } from './Field'
import styles from './control.module.css'
import { useErrorText } from './useErrorText'

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
  const hydrated = useHydrated()
  const t = useTranslations('control.orgForm')
  const locale = useLocale() as Locale
  const nameRule = useNameRule()
  const errorText = useErrorText()
  const [create, { loading }] = useMutation<{ createMyOrganisation: { id: string; name: string } }>(CREATE_ORGANISATION)
  const [error, setError] = useState<string>()
  const [formError, setFormError] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('org-name') ?? '')
    const problem = nameRule(name)
    setError(problem)
    setFormError(null)
    if (problem) return (event.currentTarget.elements.namedItem('org-name') as HTMLInputElement | null)?.focus()
    try {
      const result = await create({ variables: { name: name.trim() } })
      window.location.assign(controlPaths(locale).organisation(result.data!.createMyOrganisation.id))
    } catch (caught) {
      const code = graphqlErrorMessage(caught)
      if (code === 'nameRequired' || code === 'nameLength') setError(t(`errors.${code}`))
      else setFormError(errorText(caught))
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <Field id="org-name" label={t('name')} help={t('nameHelp')} required minLength={2} maxLength={80} autoComplete="organization" error={error} />
      <FormStatus error={formError} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={loading || !hydrated}>
          {loading ? t('submitting') : t('submit')}
        </button>
        <Link href={cancelPath}>{t('cancel')}</Link>
      </div>
    </form>
  )
}

export function RenameOrganisationForm({ id, name }: { id: string; name: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.orgDetail')
  const tForm = useTranslations('control.orgForm')
  const router = useRouter()
  const nameRule = useNameRule()
  const errorText = useErrorText()
  const [rename, { loading }] = useMutation(RENAME_ORGANISATION)
  const [error, setError] = useState<string>()
  const [status, setStatus] = useState<{ error?: string | null; success?: string | null }>({})

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('rename-name') ?? '')
    const problem = nameRule(value)
    setError(problem)
    setStatus({})
    if (problem) return
    try {
      await rename({ variables: { id, name: value.trim() } })
      setStatus({ success: t('renamed') })
      router.refresh()
    } catch (caught) {
      setStatus({ error: errorText(caught) })
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <Field id="rename-name" label={tForm('name')} defaultValue={name} required minLength={2} maxLength={80} error={error} />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={loading || !hydrated}>
          {loading ? t('saving') : t('renameSubmit')}
        </button>
      </div>
    </form>
  )
}

export function InviteMemberForm({ organisation }: { organisation: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.orgDetail')
  const tErrors = useTranslations('control.auth.errors')
  const locale = useLocale() as Locale
  const router = useRouter()
  const errorText = useErrorText()
  const [invite, { loading }] = useMutation(INVITE_MEMBER)
  const [error, setError] = useState<string>()
  const [status, setStatus] = useState<{ error?: string | null; success?: string | null }>({})

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('invite-email') ?? '').trim()
    const problem = !email ? tErrors('required') : !isEmail(email) ? tErrors('emailInvalid') : undefined
    setError(problem)
    setStatus({})
    if (problem) return
    try {
      await invite({ variables: { organisation, email, locale } })
      setStatus({ success: t('invited', { email }) })
      form.reset()
      router.refresh()
    } catch (caught) {
      setStatus({ error: errorText(caught) })
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.help}>{t('inviteHelp')}</p>
      <Field id="invite-email" label={t('inviteEmail')} type="email" autoComplete="off" required error={error} />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={loading || !hydrated}>
          {loading ? t('saving') : t('inviteSubmit')}
        </button>
      </div>
    </form>
  )
}

export function AcceptInvitationButton({ token }: { token: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.join')
  const locale = useLocale() as Locale
  const errorText = useErrorText()
  const [accept, { loading }] = useMutation<{ acceptInvitation: { id: string } }>(ACCEPT_INVITATION)
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
        <button type="button" className={styles.button} onClick={onClick} disabled={loading || !hydrated}>
          {loading ? t('joining') : t('accept')}
        </button>
      </div>
    </>
  )
}
