import { z } from 'zod'

/**
 * The inputs of the customers' two-step operations, for the browser, the server and GraphQL.
 * A code is an authenticator app's six digits or a recovery code (xxxx-xxxx-xxxx); any text is an
 * attempt, checked against the account, so the rule only bounds its length.
 */
const code = z.string().trim().min(1, { error: 'required' }).max(40, { error: 'codeInvalid' })

export const codeInput = z.object({ code })

/** The second step of a sign-in: the pending sign-in's ticket from logInCustomer and a code. */
export const signInCodeInput = z.object({ ticket: z.string().max(1000), code })
