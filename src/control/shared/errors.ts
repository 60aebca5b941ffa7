import { APIError } from 'payload'
import type { z } from 'zod'

import { fieldErrors } from './rules'

/**
 * The control area's server operations (each feature's operations.ts, called by the GraphQL
 * fields of its schema.ts) fail with a message key (rendered by the browser from control.json)
 * and an HTTP status.
 */
export class ControlError extends APIError {
  constructor(code: string, status = 400, data?: Record<string, unknown>) {
    super(code, status, data ?? null, true)
  }
}

/**
 * One value checked by its zod schema: the parsed value, or a 400 whose message is the first
 * problem's key, with the field it belongs to (and any extra data the form shows with it).
 */
export function checkField<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  field: string,
  data?: Record<string, unknown>,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ControlError(result.error.issues[0]?.message ?? 'invalidInput', 400, {
    field,
    ...data,
  })
}

/**
 * A form's input checked by its zod schema: the parsed input, or 400 `invalidInput` with every
 * field's first problem in `extensions.data.fields`.
 */
export function checkInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new ControlError('invalidInput', 400, { fields: fieldErrors(schema, input) })
}
