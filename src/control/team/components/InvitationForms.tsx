'use client'

import { useMutation } from '@apollo/client/react'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { ActionButton, Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { useFieldRules } from '@/control/shared/components/useFieldRules'
import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import { AcceptInvitationDocument, InviteMemberDocument } from '../documents.generated'

export function InviteMemberForm({ organisation }: { organisation: string }) {
  const t = useTranslations('control.orgDetail')
  const rules = useFieldRules()
  const locale = useLocale() as Locale
  const router = useRouter()
  const errorText = useErrorText()
  const [invite, { loading }] = useMutation(InviteMemberDocument)
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
    <ControlForm
      onSubmit={onSubmit}
      status={status}
      busy={loading}
      submitLabel={t('inviteSubmit')}
      busyLabel={t('saving')}
    >
      <p className={styles.help}>{t('inviteHelp')}</p>
      <Field
        id="invite-email"
        label={t('inviteEmail')}
        type="email"
        autoComplete="off"
        required
        error={errors.email}
      />
    </ControlForm>
  )
}

export function AcceptInvitationButton({ token }: { token: string }) {
  const t = useTranslations('control.join')
  const locale = useLocale() as Locale
  const errorText = useErrorText()
  const [accept, { loading }] = useMutation(AcceptInvitationDocument)
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
