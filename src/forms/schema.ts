import { APIError } from 'payload'

import { builder } from '@/graphql/builder'
import { isLocale, type Locale } from '@/i18n/locales'
import { toId } from '@/utilities/ids'

import { issueCaptcha, startCarriedFrom, type CaptchaChallenge } from './captcha'
import { issueFormStart, type FormStart as FormStartView } from './formStart'
import { formText } from './messages'
import { confirmSubscription, subscribe, unsubscribe } from './newsletter/service'
import { reserved, type FieldError as FieldErrorView } from './rules'
import { enforceRateLimit, submissionContextKey } from './submissionHooks'

type SubmitResultView = {
  ok: boolean
  id?: string | null
  message?: string | null
  fieldErrors: FieldErrorView[]
  captcha?: CaptchaChallenge | null
}

type FieldErrorData = {
  data?: { errors?: { path: string; message: string }[] }
  status?: number
  isPublic?: boolean
}
/**
 * Checked by shape, not `instanceof`: in the production bundle Payload's error classes may exist
 * twice (and are minified), so class identity and names can't be relied on.
 */
const isValidationError = (error: unknown): error is FieldErrorData =>
  typeof error === 'object' &&
  error !== null &&
  (error as FieldErrorData).status === 400 &&
  Array.isArray((error as FieldErrorData).data?.errors)
const isPublicApiError = (error: unknown): error is Error & FieldErrorData =>
  error instanceof Error &&
  typeof (error as FieldErrorData).status === 'number' &&
  (error as FieldErrorData).status! < 500 &&
  Boolean((error as FieldErrorData).isPublic)
const toLocale = (value: unknown): Locale => (isLocale(value) ? value : 'de-CH')

/** Captchas (and form start tokens) issued per client address and window (before RATE_LIMIT_MULTIPLIER). */
const captchaRateLimit = { limit: 30, windowMs: 10 * 60 * 1000 }

/**
 * The browser's form operations (mutations): issueCaptcha, issueFormStart, submitForm,
 * subscribeNewsletter, confirmNewsletter, unsubscribeNewsletter. Field errors come back as data
 * (`fieldErrors`), so the form can show them next to the fields; the rate limit and server
 * failures come back as GraphQL errors (extensions.statusCode 429/500).
 */
const Captcha = builder.objectRef<CaptchaChallenge>('CaptchaChallenge').implement({
  fields: (t) => ({
    token: t.exposeString('token', { nullable: false }),
    question: t.exposeString('question', { nullable: false }),
    expiresAt: t.exposeString('expiresAt', { nullable: false }),
  }),
})
const FormStart = builder.objectRef<FormStartView>('FormStart').implement({
  fields: (t) => ({
    token: t.exposeString('token', { nullable: false }),
    expiresAt: t.exposeString('expiresAt', { nullable: false }),
  }),
})
const FieldError = builder.objectRef<FieldErrorView>('FormFieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field', { nullable: false }),
    message: t.exposeString('message', { nullable: false }),
  }),
})
const Result = builder.objectRef<SubmitResultView>('SubmitFormResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { nullable: false }),
    id: t.exposeString('id'),
    message: t.exposeString('message'),
    fieldErrors: t.expose('fieldErrors', {
      type: [FieldError],
      nullable: { list: false, items: false },
    }),
    captcha: t.expose('captcha', {
      type: Captcha,
      nullable: true,
      description: 'A fresh challenge after a refused captcha answer',
    }),
  }),
})
const FieldInput = builder.inputType('FormFieldValueInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
})

builder.mutationFields((t) => ({
  issueCaptcha: t.field({
    type: Captcha,
    nullable: false,
    args: {
      locale: t.arg.string(),
      previous: t.arg.string({
        description: 'The challenge being replaced (reset): its form start time carries over',
      }),
    },
    resolve: async (_, args, { req }) => {
      await enforceRateLimit(req, 'captcha', toLocale(args.locale), captchaRateLimit)
      const now = Date.now()
      return issueCaptcha(now, startCarriedFrom(args.previous, now))
    },
  }),
  issueFormStart: t.field({
    type: FormStart,
    nullable: false,
    description:
      'Fetched when a visitor starts filling in a form without captcha; sent back with the form (startToken)',
    args: { locale: t.arg.string() },
    resolve: async (_, args, { req }) => {
      await enforceRateLimit(req, 'start', toLocale(args.locale), captchaRateLimit)
      return issueFormStart()
    },
  }),
  submitForm: t.field({
    type: Result,
    nullable: false,
    args: {
      form: t.arg.string({ required: true }),
      locale: t.arg.string(),
      data: t.arg({ type: [FieldInput], required: true }),
      captchaToken: t.arg.string(),
      honeypot: t.arg.string(),
      startToken: t.arg.string(),
    },
    resolve: async (_, args, { req }) => {
      const locale = toLocale(args.locale)
      const submissionData = [
        ...args.data.slice(0, 60),
        ...(args.captchaToken ? [{ field: reserved.captchaToken, value: args.captchaToken }] : []),
        { field: reserved.honeypot, value: args.honeypot ?? '' },
        ...(args.startToken ? [{ field: reserved.startToken, value: args.startToken }] : []),
      ]
      const formId = toId(args.form)
      try {
        const doc = await req.payload.create({
          collection: 'form-submissions',
          data: { form: formId as number, submissionData, locale, status: 'new' },
          locale,
          depth: 0,
          req,
          overrideAccess: false,
          context: { [submissionContextKey]: true },
        })
        return { ok: true, id: String(doc.id), fieldErrors: [] }
      } catch (error) {
        if (isValidationError(error)) {
          const fieldErrors = (error.data?.errors ?? []).map((entry) => ({
            field: entry.path,
            message: entry.message,
          }))
          const captchaRefused = fieldErrors.some((entry) =>
            [
              formText(locale, 'captcha.wrong'),
              formText(locale, 'captcha.expired'),
              formText(locale, 'captcha.invalid'),
            ].includes(entry.message),
          )
          return {
            ok: false,
            message: formText(locale, 'validation.summary'),
            fieldErrors,
            // Only a checked answer uses the challenge up; other field errors keep it.
            captcha: captchaRefused
              ? issueCaptcha(Date.now(), startCarriedFrom(args.captchaToken))
              : null,
          }
        }
        if (isPublicApiError(error)) throw error
        req.payload.logger.error({ err: error, msg: 'submitForm failed' })
        throw new APIError(formText(locale, 'error.title'), 500, undefined, false)
      }
    },
  }),
  subscribeNewsletter: t.field({
    type: Result,
    nullable: false,
    args: {
      email: t.arg.string({ required: true }),
      locale: t.arg.string(),
      form: t.arg.string(),
      field: t.arg.string(),
      honeypot: t.arg.string(),
      startToken: t.arg.string(),
    },
    resolve: async (_, args, { req }) => {
      const result = await subscribe(req.payload, req, {
        email: args.email,
        locale: toLocale(args.locale),
        formId: args.form,
        fieldName: args.field ?? undefined,
        honeypot: args.honeypot,
        startToken: args.startToken,
      })
      return {
        ...result,
        message: result.ok ? null : formText(toLocale(args.locale), 'validation.summary'),
      }
    },
  }),
  confirmNewsletter: t.field({
    type: 'Boolean',
    nullable: false,
    args: { token: t.arg.string({ required: true }), locale: t.arg.string() },
    resolve: (_, args, { req }) =>
      confirmSubscription(req.payload, req, args.token, toLocale(args.locale)),
  }),
  unsubscribeNewsletter: t.field({
    type: 'Boolean',
    nullable: false,
    args: { token: t.arg.string({ required: true }), locale: t.arg.string() },
    resolve: (_, args, { req }) => unsubscribe(req.payload, req, args.token, toLocale(args.locale)),
  }),
}))
