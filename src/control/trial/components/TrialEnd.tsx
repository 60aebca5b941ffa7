'use client'

import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useMutation } from '@apollo/client/react'
import Link from 'next/link'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import { RequestTrialOfferDocument } from '../documents.generated'
import { offerErrors, offerLimits, type OfferErrors } from '../rules'

/** Where the dashboard's offer form starts (the instance page links to it). */
export const offerAnchor = 'request-offer'

/** "Request an offer": company, what they need, an optional phone; name and e-mail are the account's. */
export function OfferRequestForm({ email }: { email: string }) {
  const t = useTranslations('control.trialEnd')
  const locale = useLocale() as Locale
  const errorText = useErrorText()
  const [send, { loading }] = useMutation(RequestTrialOfferDocument)
  const [sent, setSent] = useState(false)
  const texts = (errors: OfferErrors) =>
    Object.fromEntries(Object.entries(errors).map(([name, code]) => [name, t(`errors.${code}`)]))
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const values = {
        company: field(data, 'offer-company'),
        message: field(data, 'offer-message'),
        phone: field(data, 'offer-phone'),
      }
      return { values, errors: texts(offerErrors(values)) }
    },
    async (values, { setErrors, setStatus }) => {
      try {
        await send({
          variables: {
            company: values.company.trim(),
            message: values.message.trim(),
            phone: values.phone.trim() || null,
            locale,
          },
        })
        setSent(true)
        setStatus({ success: t('sent', { email }) })
      } catch (caught) {
        const fields = CombinedGraphQLErrors.is(caught)
          ? (caught.errors[0]?.extensions?.data as { fields?: OfferErrors } | undefined)?.fields
          : undefined
        if (graphqlErrorMessage(caught) === 'invalidInput' && fields) setErrors(texts(fields))
        else setStatus({ error: errorText(caught) })
      }
    },
  )

  return (
    <section aria-labelledby={`${offerAnchor}-title`} id={offerAnchor} data-testid="offer">
      <h3 id={`${offerAnchor}-title`} className={styles.subtitle}>
        {t('offerTitle')}
      </h3>
      {sent ? (
        <FormStatus {...status} />
      ) : (
        <ControlForm
          onSubmit={onSubmit}
          status={status}
          busy={loading}
          submitLabel={t('submit')}
          busyLabel={t('submitting')}
        >
          <p className={styles.help}>{t('offerIntro', { email })}</p>
          <Field
            id="offer-company"
            label={t('company')}
            required
            maxLength={offerLimits.company}
            autoComplete="organization"
            error={errors.company}
          />
          <Field
            as="textarea"
            rows={5}
            id="offer-message"
            label={t('message')}
            help={t('messageHelp')}
            required
            maxLength={offerLimits.message}
            error={errors.message}
          />
          <Field
            id="offer-phone"
            label={t('phone')}
            type="tel"
            maxLength={offerLimits.phone}
            autoComplete="tel"
            error={errors.phone}
          />
        </ControlForm>
      )}
    </section>
  )
}

/** The dashboard's part of an ended trial: what happened to the engines, and the offer form. */
export function TrialEndPanel({
  suspendedAt,
  email,
}: {
  suspendedAt: string | null | undefined
  email: string
}) {
  const t = useTranslations('control.trialEnd')
  const format = useFormatter()
  return (
    <>
      <p data-testid="trial-suspension">
        {suspendedAt
          ? t('suspended', {
              date: format.dateTime(new Date(suspendedAt), {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })
          : t('suspending')}{' '}
        {t('resumeHint')}
      </p>
      <OfferRequestForm email={email} />
    </>
  )
}

/** The instance page's notice for an engine suspended at the trial's end. */
export function InstanceSuspendedNotice() {
  const t = useTranslations('control.trialEnd')
  const locale = useLocale() as Locale
  return (
    <div className={styles.card} data-testid="instance-suspended">
      <p style={{ margin: 0 }}>
        <strong>{t('instanceSuspended')}</strong>
      </p>
      <p style={{ margin: 0 }}>
        <Link href={`${controlPaths(locale).control}#${offerAnchor}`}>{t('instanceOffer')}</Link>
      </p>
    </div>
  )
}
