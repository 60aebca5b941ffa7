'use client'

import { useMutation } from '@apollo/client/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'

import { ControlForm } from '@/control/shared/components/ControlForm'
import { Field } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { firstProblem } from '@/control/shared/rules'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import { CreateMyOrganisationDocument, RenameOrganisationDocument } from '../documents.generated'
import { organisationName } from '../rules'

function useNameRule() {
  const t = useTranslations('control.orgForm.errors')
  return (value: string) => {
    const problem = firstProblem(organisationName, value)
    return problem ? t(problem as 'nameRequired' | 'nameLength') : undefined
  }
}

export function CreateOrganisationForm({ cancelPath }: { cancelPath: string }) {
  const t = useTranslations('control.orgForm')
  const locale = useLocale() as Locale
  const nameRule = useNameRule()
  const errorText = useErrorText()
  const [create, { loading }] = useMutation(CreateMyOrganisationDocument)
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
    <ControlForm
      onSubmit={onSubmit}
      status={status}
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('submitting')}
      extraActions={<Link href={cancelPath}>{t('cancel')}</Link>}
    >
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
    </ControlForm>
  )
}

export function RenameOrganisationForm({ id, name }: { id: string; name: string }) {
  const t = useTranslations('control.orgDetail')
  const tForm = useTranslations('control.orgForm')
  const router = useRouter()
  const nameRule = useNameRule()
  const errorText = useErrorText()
  const [rename, { loading }] = useMutation(RenameOrganisationDocument)
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
    <ControlForm
      onSubmit={onSubmit}
      status={status}
      busy={loading}
      submitLabel={t('renameSubmit')}
      busyLabel={t('saving')}
    >
      <Field
        id="rename-name"
        label={tForm('name')}
        defaultValue={name}
        required
        minLength={2}
        maxLength={80}
        error={errors.name}
      />
    </ControlForm>
  )
}
