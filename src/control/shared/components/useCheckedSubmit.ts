'use client'

import { useState, type FormEvent } from 'react'

export type FieldErrors = Record<string, string | undefined>
export type Status = { error?: string | null; success?: string | null }

/**
 * What every control-area form does on submit: read its fields, show their errors (focusing the
 * first invalid one) and call `send` only when all are valid. `send` reports what the server
 * refused through setErrors (a field) or setStatus (the whole form).
 */
/** What a submit handler may change: the submitted form, its field errors and its status line. */
export type SubmitReport = {
  form: HTMLFormElement
  setErrors: (errors: FieldErrors) => void
  setStatus: (status: Status) => void
}

export function useCheckedSubmit<Values>(
  check: (data: FormData) => { values: Values; errors: FieldErrors },
  send: (values: Values, report: SubmitReport) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({})

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const { values, errors: found } = check(new FormData(form))
    setErrors(found)
    setStatus({})
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    await send(values, { form, setErrors, setStatus })
  }

  return { errors, setErrors, status, setStatus, onSubmit }
}

/** A text field's value from the submitted form data. */
export const field = (data: FormData, name: string) => String(data.get(name) ?? '')
