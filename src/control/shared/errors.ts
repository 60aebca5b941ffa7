import { APIError } from 'payload'

/**
 * The control area's server operations (this folder) are called by the custom GraphQL mutations
 * (../graphql.ts). Their errors carry a message key (rendered by the browser from control.json)
 * and an HTTP status.
 */
export class ControlError extends APIError {
  constructor(code: string, status = 400, data?: Record<string, unknown>) {
    super(code, status, data ?? null, true)
  }
}
