import type { ParsedMail } from 'mailparser'

import { graphql, visitorAddress } from './client'

const FORMS = `query { Forms(limit: 50) { docs { id purpose } } }`
const ISSUE_START = `mutation Start($locale: String) { issueFormStart(locale: $locale) { token } }`
export const SUBMIT = `mutation Submit($form: String!, $locale: String, $data: [FormFieldValueInput!]!, $startToken: String, $captchaToken: String) {
  submitForm(form: $form, locale: $locale, data: $data, startToken: $startToken, captchaToken: $captchaToken) { ok id fieldErrors { field message } }
}`

export async function formIds(base: string): Promise<Record<string, string>> {
  const { data } = await graphql<{ Forms: { docs: { id: number; purpose: string }[] } }>(
    base,
    FORMS,
  )
  return Object.fromEntries((data?.Forms.docs ?? []).map((doc) => [doc.purpose, String(doc.id)]))
}

export type Submitted = { ok: boolean; id?: string | number; status: number; email: string }

/** One contact submission as the browser sends it: a form start token, then submitForm. */
export async function submitContact(base: string, form: string, email: string): Promise<Submitted> {
  const from = visitorAddress()
  try {
    const start = await graphql<{ issueFormStart: { token: string } }>(
      base,
      ISSUE_START,
      { locale: 'en' },
      { from },
    )
    const startToken = start.data?.issueFormStart.token
    if (!startToken) return { ok: false, status: start.status, email }
    const { status, data } = await graphql<{ submitForm: { ok: boolean; id?: string } }>(
      base,
      SUBMIT,
      {
        form,
        locale: 'en',
        startToken,
        data: [
          { field: 'name', value: 'Cluster Test' },
          { field: 'email', value: email },
          { field: 'phone', value: '+41 44 500 12 34' },
          { field: 'message', value: `Cluster message from ${email}.` },
        ],
      },
      { from },
    )
    return { ok: data?.submitForm.ok === true, id: data?.submitForm.id, status, email }
  } catch {
    return { ok: false, status: 0, email }
  }
}

export type Load = {
  sent: number
  accepted: Submitted[]
  failed: Submitted[]
  done: Promise<void>
}

/** `total` contact submissions from `clients` concurrent visitors, addresses `<n>@<domain>`. */
export function contactLoad(
  base: string,
  form: string,
  { clients, total, domain }: { clients: number; total: number; domain: string },
): Load {
  const load: Load = { sent: 0, accepted: [], failed: [], done: Promise.resolve() }
  const client = async () => {
    while (load.sent < total) {
      const index = load.sent++
      const result = await submitContact(base, form, `visitor${index}@${domain}`)
      ;(result.ok ? load.accepted : load.failed).push(result)
    }
  }
  load.done = Promise.all(Array.from({ length: clients }, client)).then(() => undefined)
  return load
}

/**
 * The e-mails about one submitter: staff notifications (distinct messages by Message-ID: a worker
 * killed between the SMTP server's acceptance and the job's record sends the same message again)
 * and the visitor's confirmations.
 */
export function mailsAbout(messages: ParsedMail[], email: string) {
  const addressed = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
      to.value.map((entry) => entry.address?.toLowerCase()),
    )
  const confirmation = messages.filter((mail) => addressed(mail).includes(email))
  const staff = messages.filter(
    (mail) =>
      !addressed(mail).includes(email) &&
      `${mail.subject ?? ''}\n${mail.text ?? ''}`.toLowerCase().includes(email),
  )
  const confirmationIds = new Set(confirmation.map((mail) => mail.messageId)).size
  const staffIds = new Set(staff.map((mail) => mail.messageId)).size
  return {
    staff: staffIds,
    confirmation: confirmation.length,
    /** Distinct confirmations: copies of one mail share its Message-ID. */
    confirmationIds,
    /** Copies beyond the first of each mail (the same Message-ID again). */
    duplicates: staff.length + confirmation.length - staffIds - confirmationIds,
  }
}
