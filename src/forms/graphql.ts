import type { GraphQLExtension, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import type { FieldsOf } from '@/graphql/fields'
import { isLocale, type Locale } from '@/i18n/locales'
import { toId } from '@/utilities/ids'

import { issueCaptcha, startCarriedFrom } from './captcha'
import { issueFormStart } from './formStart'
import { formText } from './messages'
import { confirmSubscription, subscribe, unsubscribe } from './newsletter/service'
import type { Captcha, FieldError, FormStart, SubmitResult } from './operations'
import { reserved } from './rules'
import { enforceRateLimit, submissionContextKey } from './submissionHooks'

type Context = { req: PayloadRequest }

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
 * The browser's form operations, added to Payload's schema (graphQL.mutations): issueCaptcha,
 * issueFormStart, submitForm, subscribeNewsletter, confirmNewsletter, unsubscribeNewsletter.
 * Field errors come back as data (`fieldErrors`), so the form can show them next to the fields;
 * the rate limit and server failures come back as GraphQL errors (extensions.statusCode 429/500).
 */
export const formMutations: GraphQLExtension = (GraphQL) => {
  const {
    GraphQLBoolean,
    GraphQLInputObjectType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLString,
  } = GraphQL

  const Captcha = new GraphQLObjectType({
    name: 'CaptchaChallenge',
    fields: {
      token: { type: new GraphQLNonNull(GraphQLString) },
      question: { type: new GraphQLNonNull(GraphQLString) },
      expiresAt: { type: new GraphQLNonNull(GraphQLString) },
    } satisfies FieldsOf<Captcha>,
  })
  const FormStart = new GraphQLObjectType({
    name: 'FormStart',
    fields: {
      token: { type: new GraphQLNonNull(GraphQLString) },
      expiresAt: { type: new GraphQLNonNull(GraphQLString) },
    } satisfies FieldsOf<FormStart>,
  })
  const FieldError = new GraphQLObjectType({
    name: 'FormFieldError',
    fields: {
      field: { type: new GraphQLNonNull(GraphQLString) },
      message: { type: new GraphQLNonNull(GraphQLString) },
    } satisfies FieldsOf<FieldError>,
  })
  const Result = new GraphQLObjectType({
    name: 'SubmitFormResult',
    fields: {
      ok: { type: new GraphQLNonNull(GraphQLBoolean) },
      id: { type: GraphQLString },
      message: { type: GraphQLString },
      fieldErrors: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FieldError))) },
      captcha: { type: Captcha, description: 'A fresh challenge after a refused captcha answer' },
    } satisfies FieldsOf<SubmitResult>,
  })
  const FieldInput = new GraphQLInputObjectType({
    name: 'FormFieldValueInput',
    fields: {
      field: { type: new GraphQLNonNull(GraphQLString) },
      value: { type: new GraphQLNonNull(GraphQLString) },
    },
  })

  return {
    issueCaptcha: {
      type: new GraphQLNonNull(Captcha),
      args: {
        locale: { type: GraphQLString },
        previous: {
          type: GraphQLString,
          description: 'The challenge being replaced (reset): its form start time carries over',
        },
      },
      resolve: async (
        _: unknown,
        args: { locale?: string; previous?: string },
        { req }: Context,
      ) => {
        await enforceRateLimit(req, 'captcha', toLocale(args.locale), captchaRateLimit)
        const now = Date.now()
        return issueCaptcha(now, startCarriedFrom(args.previous, now))
      },
    },
    issueFormStart: {
      type: new GraphQLNonNull(FormStart),
      description:
        'Fetched when a visitor starts filling in a form without captcha; sent back with the form (startToken)',
      args: { locale: { type: GraphQLString } },
      resolve: async (_: unknown, args: { locale?: string }, { req }: Context) => {
        await enforceRateLimit(req, 'start', toLocale(args.locale), captchaRateLimit)
        return issueFormStart()
      },
    },
    submitForm: {
      type: new GraphQLNonNull(Result),
      args: {
        form: { type: new GraphQLNonNull(GraphQLString) },
        locale: { type: GraphQLString },
        data: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FieldInput))) },
        captchaToken: { type: GraphQLString },
        honeypot: { type: GraphQLString },
        startToken: { type: GraphQLString },
      },
      resolve: async (
        _: unknown,
        args: {
          form: string
          locale?: string
          data: { field: string; value: string }[]
          captchaToken?: string
          honeypot?: string
          startToken?: string
        },
        { req }: Context,
      ) => {
        const locale = toLocale(args.locale)
        const submissionData = [
          ...args.data.slice(0, 60),
          ...(args.captchaToken
            ? [{ field: reserved.captchaToken, value: args.captchaToken }]
            : []),
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
    },
    subscribeNewsletter: {
      type: new GraphQLNonNull(Result),
      args: {
        email: { type: new GraphQLNonNull(GraphQLString) },
        locale: { type: GraphQLString },
        form: { type: GraphQLString },
        field: { type: GraphQLString },
        honeypot: { type: GraphQLString },
        startToken: { type: GraphQLString },
      },
      resolve: async (
        _: unknown,
        args: {
          email: string
          locale?: string
          form?: string
          field?: string
          honeypot?: string
          startToken?: string
        },
        { req }: Context,
      ) => {
        const result = await subscribe(req.payload, req, {
          email: args.email,
          locale: toLocale(args.locale),
          formId: args.form,
          fieldName: args.field,
          honeypot: args.honeypot,
          startToken: args.startToken,
        })
        return {
          ...result,
          message: result.ok ? null : formText(toLocale(args.locale), 'validation.summary'),
        }
      },
    },
    confirmNewsletter: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: { token: { type: new GraphQLNonNull(GraphQLString) }, locale: { type: GraphQLString } },
      resolve: (_: unknown, args: { token: string; locale?: string }, { req }: Context) =>
        confirmSubscription(req.payload, req, args.token, toLocale(args.locale)),
    },
    unsubscribeNewsletter: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: { token: { type: new GraphQLNonNull(GraphQLString) }, locale: { type: GraphQLString } },
      resolve: (_: unknown, args: { token: string; locale?: string }, { req }: Context) =>
        unsubscribe(req.payload, req, args.token, toLocale(args.locale)),
    },
  }
}
