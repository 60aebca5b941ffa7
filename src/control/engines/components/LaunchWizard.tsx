'use client'

import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useMutation } from '@apollo/client/react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { Field, FormStatus, SubmitButton } from '@/control/shared/components/Field'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import { LaunchEngineInstanceDocument, type ControlShopLanguage } from '../documents.generated'
import {
  commonSmtpPorts,
  defaultSmtpPort,
  effectiveSmtpPort,
  emailStepErrors,
  launchSteps,
  shopLanguage,
  shopNameError,
  xpubError,
  type LaunchErrors,
  type LaunchField,
} from '../rules'
import { defaultSenderAddress } from '../sender'
import { baseSubdomain } from '../subdomain'

/** What the visitor typed, as typed: the server trims and normalises (rules.ts). */
type Values = Record<LaunchField, string> & { defaultLanguage: ControlShopLanguage }
type TextField = Exclude<LaunchField, 'defaultLanguage'>
const empty: Values = {
  ...(Object.fromEntries(launchSteps.flat().map((field) => [field, ''])) as Record<
    LaunchField,
    string
  >),
  defaultLanguage: 'de_CH',
}
const stepOf = Object.fromEntries(
  launchSteps.flatMap((fields, index) => fields.map((field) => [field, index + 1])),
) as Record<LaunchField, 1 | 2 | 3>
const advancedFields: LaunchField[] = ['smtpHost', 'smtpUser', 'smtpPassword', 'smtpPort']
/** The first field (in wizard order) that has an error. */
const firstInvalid = (found: LaunchErrors) =>
  (Object.keys(stepOf) as LaunchField[]).find((field) => found[field])

/**
 * The create-instance wizard. Every rule is checked here as the visitor goes and again by the
 * server on launch; going back keeps everything entered.
 */
export function LaunchWizard({
  organisation,
  sharedMailDomain,
}: {
  organisation: string
  sharedMailDomain: string
}) {
  const t = useTranslations('control.wizard')
  const tInstance = useTranslations('control.instance')
  const locale = useLocale() as Locale
  const errorText = useErrorText()
  const [launch, { loading }] = useMutation(LaunchEngineInstanceDocument)
  const [step, setStep] = useState<1 | 2 | 3>(1)
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<LaunchErrors>({})
  const [advanced, setAdvanced] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  const update = <Field extends LaunchField>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const errorOf = (field: LaunchField) =>
    errors[field] ? t(`errors.${errors[field]}` as never) : undefined
  /** The props that tie a Field to one typed wizard value: id, value, change handler and error. */
  const bind = (field: TextField) => ({
    id: `wizard-${field}`,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    error: errorOf(field),
  })
  const focusFirstError = (found: LaunchErrors) => {
    const first = firstInvalid(found)
    if (first) requestAnimationFrame(() => document.getElementById(`wizard-${first}`)?.focus())
  }

  const subdomain = baseSubdomain(values.shopName || 'shop')
  const defaultAddress = defaultSenderAddress(subdomain, sharedMailDomain)

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    if (step === 1) {
      const problem = shopNameError(values.shopName)
      setErrors(problem ? { shopName: problem } : {})
      if (problem) return focusFirstError({ shopName: problem })
      setStep(2)
    } else if (step === 2) {
      const found = emailStepErrors(values)
      setErrors(found)
      if (Object.keys(found).length) {
        if (advancedFields.some((field) => found[field])) setAdvanced(true)
        return focusFirstError(found)
      }
      setStep(3)
    } else {
      void confirm()
    }
  }

  const confirm = async () => {
    const xpub = xpubError(values.xpub)
    if (xpub) {
      setErrors({ xpub })
      return focusFirstError({ xpub })
    }
    setErrors({})
    try {
      const result = await launch({
        variables: {
          input: { organisation, ...values },
        },
      })
      window.location.assign(
        controlPaths(locale).instance(result.data!.launchEngineInstance.instanceId),
      )
    } catch (error) {
      const code = graphqlErrorMessage(error)
      const fields = CombinedGraphQLErrors.is(error)
        ? ((error.errors[0]?.extensions?.data as { fields?: LaunchErrors } | undefined)?.fields ??
          undefined)
        : undefined
      if (code === 'invalidInput' && fields && Object.keys(fields).length) {
        setErrors(fields)
        const first = firstInvalid(fields)
        if (first) setStep(stepOf[first])
      }
      const detail =
        code && code !== 'launchFailed' && code !== 'invalidInput'
          ? errorText(error)
          : code
            ? null
            : errorText(error)
      setFailure([t('failure'), detail].filter(Boolean).join(' '))
    }
  }

  const stepNames = [t('steps.shop'), t('steps.email'), t('steps.review')]
  const port = effectiveSmtpPort(values.smtpPort)
  const notSet = <em>{t('notSet')}</em>

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={next}
      noValidate
      aria-labelledby="wizard-step-title"
    >
      <ol className={styles.steps}>
        {stepNames.map((name, index) => (
          <li key={name} aria-current={index + 1 === step ? 'step' : undefined}>
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      <h2
        id="wizard-step-title"
        className={styles.subtitle}
        ref={heading}
        tabIndex={-1}
        style={{ marginTop: 0 }}
      >
        {t('progress', { current: step, total: 3 })}: {stepNames[step - 1]}
      </h2>

      {step === 1 ? (
        <Field
          {...bind('shopName')}
          label={t('shopName')}
          required
          maxLength={80}
          autoComplete="off"
          help={
            <>
              {t('shopNameHelp')}{' '}
              {values.shopName.trim() ? t('subdomainPreview', { subdomain }) : null}
            </>
          }
        />
      ) : null}
      {step === 1 ? (
        <Field
          id="wizard-defaultLanguage"
          as="select"
          label={t('defaultLanguage')}
          help={t('defaultLanguageHelp')}
          value={values.defaultLanguage}
          options={shopLanguage.options.map((value) => ({
            value,
            label: t(`languages.${value}`),
          }))}
          onChange={(event) => update('defaultLanguage', shopLanguage.parse(event.target.value))}
          error={errorOf('defaultLanguage')}
        />
      ) : null}

      {step === 2 ? (
        <>
          <Field
            {...bind('recipientEmail')}
            label={t('recipient')}
            type="email"
            required
            autoComplete="email"
            help={t('recipientHelp')}
          />
          <Field
            {...bind('senderEmail')}
            label={t('sender')}
            type="email"
            autoComplete="off"
            help={t('senderHelp', { address: defaultAddress })}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={advanced}
            aria-controls="wizard-advanced"
            onClick={() => setAdvanced((open) => !open)}
          >
            {advanced ? t('advancedHide') : t('advancedShow')}
          </button>
          <fieldset id="wizard-advanced" className={styles.fieldset} hidden={!advanced}>
            <legend className={styles.legend}>SMTP</legend>
            <Field
              {...bind('smtpHost')}
              label={t('smtpHost')}
              autoComplete="off"
              placeholder="smtp.example.com"
            />
            <Field {...bind('smtpUser')} label={t('smtpUser')} autoComplete="off" />
            <Field
              {...bind('smtpPassword')}
              label={t('smtpPassword')}
              type="password"
              autoComplete="new-password"
              help={t('smtpPasswordHelp')}
            />
            <Field
              {...bind('smtpPort')}
              label={t('smtpPort')}
              inputMode="numeric"
              placeholder={String(defaultSmtpPort)}
              autoComplete="off"
              help={t('smtpPortHelp')}
            />
            <div className={styles.actions} role="group" aria-label={t('commonPorts')}>
              {commonSmtpPorts.map(({ port: common }) => (
                <button
                  key={common}
                  type="button"
                  className={styles.buttonSecondary}
                  aria-pressed={values.smtpPort.trim() === String(common)}
                  onClick={() => update('smtpPort', String(common))}
                >
                  {common === 465 ? t('portSsl') : t('portTls')}
                </button>
              ))}
            </div>
          </fieldset>
        </>
      ) : null}

      {step === 3 ? (
        <>
          <Field
            {...bind('xpub')}
            label={t('xpub')}
            autoComplete="off"
            spellCheck={false}
            className={styles.mono}
            help={t('xpubHelp')}
          />
          <section aria-labelledby="wizard-review" className={styles.card}>
            <h3 id="wizard-review" className={styles.subtitle} style={{ marginTop: 0 }}>
              {t('review')}
            </h3>
            <p className={styles.meta}>{t('reviewIntro')}</p>
            <dl className={styles.dl} data-testid="wizard-review">
              <dt>{t('shopName')}</dt>
              <dd>{values.shopName.trim()}</dd>
              <dt>{t('defaultLanguage')}</dt>
              <dd>{t(`languages.${values.defaultLanguage}`)}</dd>
              <dt>{tInstance('subdomain')}</dt>
              <dd className={styles.mono}>{subdomain}</dd>
              <dt>{t('recipient')}</dt>
              <dd>{values.recipientEmail.trim()}</dd>
              <dt>{tInstance('sender')}</dt>
              <dd>
                {values.senderEmail.trim() || t('defaultSender', { address: defaultAddress })}
              </dd>
              <dt>{t('smtpHost')}</dt>
              <dd>{values.smtpHost.trim() || notSet}</dd>
              <dt>{t('smtpUser')}</dt>
              <dd>{values.smtpUser.trim() || notSet}</dd>
              <dt>{t('smtpPassword')}</dt>
              <dd>{values.smtpPassword ? t('set') : notSet}</dd>
              <dt>{t('smtpPort')}</dt>
              <dd data-testid="review-port">{Number.isNaN(port) ? values.smtpPort : port}</dd>
              <dt>{t('xpub')}</dt>
              <dd className={styles.mono}>{values.xpub.trim() || notSet}</dd>
            </dl>
          </section>
        </>
      ) : null}

      <FormStatus error={failure} />

      <div className={styles.actions}>
        {step > 1 ? (
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => (setFailure(null), setStep((current) => (current - 1) as 1 | 2))}
          >
            {t('back')}
          </button>
        ) : null}
        <SubmitButton
          busy={loading}
          label={step < 3 ? t('next') : t('confirm')}
          busyLabel={t('launching')}
        />
      </div>
    </form>
  )
}
