import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser'

/**
 * The browser's side of a WebAuthn ceremony: the server's options (JSON) to the authenticator,
 * its answer back as JSON. A refusal of the browser or the person becomes a message key under
 * control.account.passkeys.errors (the admin has the same keys in its own words).
 */
export class CeremonyError extends Error {
  constructor(readonly code: PasskeyBrowserError) {
    super(code)
  }
}

export type PasskeyBrowserError =
  | 'passkeyCancelled'
  | 'passkeyUnsupported'
  | 'passkeyUnavailable'
  | 'passkeyExists'
  | 'passkeyFailed'

function browserError(error: unknown): PasskeyBrowserError {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkeyExists'
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID')
      return 'passkeyUnavailable'
  }
  const name = (error as { name?: string })?.name
  // A cancelled or timed-out prompt (the browser does not tell which).
  if (name === 'NotAllowedError' || name === 'AbortError') return 'passkeyCancelled'
  if (name === 'SecurityError') return 'passkeyUnavailable'
  if (name === 'NotSupportedError') return 'passkeyUnsupported'
  return 'passkeyFailed'
}

export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn()

async function run<Answer>(start: () => Promise<Answer>): Promise<string> {
  if (!passkeysSupported()) throw new CeremonyError('passkeyUnsupported')
  try {
    return JSON.stringify(await start())
  } catch (error) {
    throw new CeremonyError(browserError(error))
  }
}

/** Makes a new passkey for the registration options; the answer for addPasskey. */
export const createPasskey = (options: string) =>
  run(() => startRegistration({ optionsJSON: JSON.parse(options) }))

/** Signs the options' challenge with a passkey; the answer for signInWithPasskey or removePasskey. */
export const signWithPasskey = (options: string) =>
  run(() => startAuthentication({ optionsJSON: JSON.parse(options) }))
