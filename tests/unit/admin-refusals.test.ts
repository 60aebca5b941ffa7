import {
  APIError,
  formatErrors as payloadFormatErrors,
  type AfterErrorResult,
  type ErrorResult,
} from 'payload'
import { describe, expect, it } from 'vitest'

import { keepRefusalMessages } from '@/admin/refusals'

/**
 * An error as the production bundle throws it: the same fields as Payload's, from a copy of its
 * class that `instanceof` does not recognise, minified without a name.
 */
function bundledError(message: string, fields: Record<string, unknown>) {
  const error = new Error(message)
  Object.assign(error, { isOperational: true, ...fields })
  return error
}

/** Payload's REST formatting of an error (routeError's first step). */
const formatErrors = (error: Error): ErrorResult => payloadFormatErrors(error as never)

/** The hook as routeError calls it (REST: with the formatted result; GraphQL: without). */
const hook = (error: Error, result?: ErrorResult) =>
  keepRefusalMessages({ error, result } as never) as AfterErrorResult

/** The REST answer: Payload's formatting (or its text for private errors), then the hook. */
function answer(error: Error, isPublic = true) {
  const result = isPublic
    ? formatErrors(error)
    : formatErrors(new APIError('Something went wrong.'))
  return hook(error, result)?.response ?? result
}

const message =
  'Diese Datei wird noch verwendet und kann nicht gelöscht werden: Beitrag «Lancierung». Entfernen Sie sie zuerst dort.'

describe('refusals keep their message in REST answers', () => {
  it("a refusal thrown by a copy of Payload's APIError class without a name", () => {
    const error = bundledError(message, {
      name: '',
      status: 409,
      isPublic: true,
      data: { uses: [] },
    })
    expect(formatErrors(error).errors[0]?.message).toBe('An unknown error occurred.')
    expect(answer(error)).toEqual({
      errors: [{ name: 'APIError', data: { uses: [] }, message }],
    })
  })

  it('a validation error from a copy with a one-letter name keeps its field errors', () => {
    const data = {
      collection: 'categories',
      errors: [{ path: 'slug', label: 'Slug', message: 'Nur Kleinbuchstaben …' }],
    }
    const error = bundledError('Das folgende Feld ist nicht korrekt: Slug', {
      name: 'a',
      status: 400,
      isPublic: true,
      data,
    })
    expect(formatErrors(error).errors[0]).not.toHaveProperty('data')
    expect(answer(error).errors).toEqual([
      { name: 'ValidationError', data, message: 'Das folgende Feld ist nicht korrekt: Slug' },
    ])
  })

  it("leaves Payload's own answers alone: a recognised error, a private one, GraphQL", () => {
    const recognised = new APIError(message, 409, { uses: [] }, true)
    expect(hook(recognised, formatErrors(recognised))).toBeUndefined()

    const internal = bundledError('connection string with a password', { name: '', status: 500 })
    expect(answer(internal, false).errors).toEqual([{ message: 'Something went wrong.' }])
    const hidden = bundledError('secret detail', { name: '', status: 403, isPublic: false })
    expect(answer(hidden, false).errors).toEqual([{ message: 'Something went wrong.' }])

    const error = bundledError(message, { name: '', status: 409, isPublic: true })
    expect(hook(error)).toBeUndefined()
  })
})
