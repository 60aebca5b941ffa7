import { APIError, type Endpoint, type GraphQLExtension, type PayloadRequest } from 'payload'

import { verifyCustomerEmail } from './emailVerification'

/**
 * Payload's built-in auth routes of the customers collection answer differently for known and
 * unknown addresses (a "locked" log-in, a forgot-password that hashes nothing, a verification
 * without expiry). The control area has its own operations (signUpCustomer, logInCustomer,
 * requestPasswordReset, resetCustomerPassword) and never uses these, so they are closed over REST
 * and GraphQL with one answer: 404 `notFound`. GraphQL's verifyEmailCustomer is kept, wrapped in
 * the seven-day, single-use check of the verify page. logout and me stay open; the control area
 * never refreshes a session, so refresh-token is closed too (a session ends with its token).
 */
export class ClosedRouteError extends APIError {
  constructor() {
    super('notFound', 404, undefined, true)
  }
}

export class InvalidVerificationError extends APIError {
  constructor() {
    super('invalidToken', 403, undefined, true)
  }
}

const closedRestPaths = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/first-register',
  '/refresh-token',
  '/verify/:id',
]

const refuse = () => {
  throw new ClosedRouteError()
}

/** Listed before Payload's own endpoints in the collection config, so they answer first. */
export const closedCustomerAuthEndpoints: Endpoint[] = closedRestPaths.map((path) => ({
  path,
  method: 'post',
  handler: refuse,
}))

const closedMutations = [
  'loginCustomer',
  'forgotPasswordCustomer',
  'resetPasswordCustomer',
  'unlockCustomer',
  'refreshTokenCustomer',
]

/** Replaces the built-in mutations by name, keeping their types and arguments, so valid queries reach the refusal. */
export const customerAuthMutations: GraphQLExtension = (_GraphQL, { Mutation }) => {
  const builtIn = Mutation.fields as Record<string, Record<string, unknown>>
  const fields: Record<string, unknown> = {}
  for (const name of closedMutations)
    if (builtIn[name]) fields[name] = { ...builtIn[name], resolve: refuse }
  if (builtIn.verifyEmailCustomer) {
    fields.verifyEmailCustomer = {
      ...builtIn.verifyEmailCustomer,
      resolve: async (_: unknown, args: { token?: unknown }, { req }: { req: PayloadRequest }) => {
        if (!(await verifyCustomerEmail(req.payload, args.token, req)))
          throw new InvalidVerificationError()
        return true
      },
    }
  }
  return fields
}
