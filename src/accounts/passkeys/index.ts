/**
 * Passkeys (WebAuthn) of customers and staff: what the config and other features use (the
 * GraphQL part: ./schema).
 */
export { forgetPasskeysOf, PasskeyChallenges, Passkeys } from './collection'
export { hasPasskey } from './operations'
