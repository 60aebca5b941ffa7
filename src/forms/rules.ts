import type { Messages } from 'next-intl'
import { z } from 'zod'

import { env } from '@/config/env'
import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

import { limits } from './limits'
import { formText } from './messages'

/** Entries of `submissionData` that carry anti-spam data, never stored. */
export const reserved = {
  captchaToken: '_captchaToken',
  honeypot: '_hp',
  startToken: '_startToken',
} as const
const reservedNames = new Set<string>(Object.values(reserved))

export { limits }

/** Minimum time between showing a form and sending it; faster is treated as a bot (spam). */
export const minimumFillMs = () => env().FORM_MIN_FILL_MS

/** Sent too soon after the server-issued start, or without one (null): treated as a bot. */
export const tooFast = (startedAt: number | null, now = Date.now()) =>
  startedAt === null || now - startedAt < minimumFillMs()

type FormField = NonNullable<Form['fields']>[number]
export type InputField = Extract<FormField, { name: string }> | CaptchaField
export type CaptchaField = {
  blockType: 'captcha'
  name: string
  label?: string | null
  id?: string | null
}
export type SubmissionEntry = { field: string; value: string }
export type FieldError = { field: string; message: string }

export const isUrlField = (field: { name: string; blockType: string }) =>
  field.blockType === 'text' && /^(website|url|shopUrl|websiteUrl)$/i.test(field.name)
export const isPhoneField = (field: { name: string; blockType: string }) =>
  field.blockType === 'text' && /^(phone|telephone|tel)$/i.test(field.name)

/** The fields of a form that take input (not message blocks). */
export function inputFields(form: Pick<Form, 'fields'>): InputField[] {
  return ((form.fields ?? []) as (FormField | CaptchaField)[]).filter(
    (field): field is InputField => 'name' in field && typeof field.name === 'string',
  )
}

export const captchaFieldOf = (form: Pick<Form, 'fields'>): CaptchaField | undefined =>
  inputFields(form).find((field): field is CaptchaField => field.blockType === 'captcha')

export function normalizeUrl(value: string): string {
  const trimmed = value.trim()
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

function fieldSchema(field: InputField, locale: Locale): z.ZodType<string> {
  const msg = (key: keyof Messages['forms']['validation'], values?: Record<string, number>) =>
    formText(locale, `validation.${key}`, values)
  const required =
    field.blockType !== 'captcha' && Boolean((field as { required?: boolean | null }).required)
  const max = (n: number) => z.string().max(n, { message: msg('tooLong', { max: n }) })
  let schema: z.ZodType<string>
  switch (field.blockType) {
    case 'email':
      schema = max(limits.email).refine(
        (value) => value === '' || z.email().safeParse(value).success,
        { message: msg('email') },
      )
      break
    case 'textarea':
      schema = max(limits.textarea)
      break
    case 'number':
      schema = max(limits.number).refine(
        (value) => value === '' || Number.isFinite(Number(value)),
        { message: msg('number') },
      )
      break
    case 'select':
      schema = max(limits.select).refine(
        (value) => value === '' || (field.options ?? []).some((option) => option.value === value),
        { message: msg('required') },
      )
      break
    case 'checkbox':
      schema = z.string().max(5)
      break
    case 'captcha':
      schema = max(limits.captcha)
      break
    default:
      if (isUrlField(field)) {
        schema = max(limits.url).refine(
          (value) => {
            if (value === '') return true
            try {
              const url = new URL(normalizeUrl(value))
              return (
                ['http:', 'https:'].includes(url.protocol) &&
                /\.[a-z]{2,}$/i.test(url.hostname) &&
                !/\s/.test(value)
              )
            } catch {
              return false
            }
          },
          { message: msg('url') },
        )
      } else if (isPhoneField(field)) {
        schema = max(limits.phone).refine(
          (value) => value === '' || /^\+?[0-9 ()./-]{5,}$/.test(value),
          { message: msg('phone') },
        )
      } else {
        schema = max(limits.text)
      }
  }
  if (!required) return schema
  return schema.refine(
    (value) => (field.blockType === 'checkbox' ? value === 'true' : value.trim() !== ''),
    {
      message: msg('required'),
    },
  )
}

export type ParsedSubmission = {
  /** Entries to store: one per input field of the form, in the form's order (captcha left out). */
  entries: SubmissionEntry[]
  errors: FieldError[]
  captchaAnswer?: string
  captchaToken?: string
  honeypot: string
  startToken?: string
}

/** Validates raw `submissionData` against the form's own fields (zod, localized messages). */
export function parseSubmission(
  form: Pick<Form, 'fields'>,
  raw: unknown,
  locale: Locale,
): ParsedSubmission {
  const list = Array.isArray(raw) ? raw.slice(0, limits.entries + 10) : []
  const given = new Map<string, string>()
  for (const item of list) {
    if (!item || typeof item !== 'object') continue
    const { field, value } = item as { field?: unknown; value?: unknown }
    if (typeof field !== 'string' || field.length > 100) continue
    given.set(field, value === undefined || value === null ? '' : String(value))
  }
  const errors: FieldError[] = []
  const entries: SubmissionEntry[] = []
  let captchaAnswer: string | undefined
  for (const field of inputFields(form)) {
    if (reservedNames.has(field.name)) continue
    const value = (given.get(field.name) ?? '').replace(/\r\n/g, '\n')
    const trimmed =
      field.blockType === 'textarea' ? value.trim() : value.trim().replace(/\s+/g, ' ')
    const result = fieldSchema(field, locale).safeParse(trimmed)
    if (!result.success) {
      errors.push({
        field: field.name,
        message: result.error.issues[0]?.message ?? formText(locale, 'validation.required'),
      })
      continue
    }
    if (field.blockType === 'captcha') {
      captchaAnswer = trimmed
      continue
    }
    const stored = isUrlField(field) && trimmed ? normalizeUrl(trimmed) : trimmed
    entries.push({ field: field.name, value: stored })
  }
  return {
    entries,
    errors,
    captchaAnswer,
    captchaToken: given.get(reserved.captchaToken),
    honeypot: given.get(reserved.honeypot) ?? '',
    startToken: given.get(reserved.startToken),
  }
}

/** Name, e-mail and website of a submission, for the admin's list columns and the e-mails. */
export function summarize(form: Pick<Form, 'fields'>, entries: SubmissionEntry[]) {
  const fields = inputFields(form)
  const value = (predicate: (field: InputField) => boolean) => {
    const field = fields.find(predicate)
    return field
      ? entries.find((entry) => entry.field === field.name)?.value || undefined
      : undefined
  }
  return {
    name: value((field) => /^(name|fullName|full-name)$/i.test(field.name)),
    email: value((field) => field.blockType === 'email'),
    website: value((field) => field.blockType !== 'captcha' && isUrlField(field)),
  }
}
