import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software authenticator for tests in Node: it makes ES256 passkeys (node:crypto key pairs)
 * and answers registration and authentication options the way a browser with a platform
 * authenticator does — attestation "none", CBOR authenticator data, DER signatures over
 * authenticatorData ‖ SHA-256(clientDataJSON) — so the server checks real WebAuthn answers.
 * Every field a browser would fill in can be set to something else, to play an attacker.
 */
type Stored = {
  id: string
  privateKey: KeyObject
  rpId: string
  userHandle: string
  counter: number
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const uint32 = (value: number) => {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt32BE(value)
  return buffer
}

const flagUserPresent = 0x01
const flagUserVerified = 0x04
const flagAttestedData = 0x40

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

/** The credential's public key as a COSE EC2 key (kty 2, alg -7, crv P-256). */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' })
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  )
}

export type AnswerOptions = {
  /** The page's origin the browser reports (default: the authenticator's origin). */
  origin?: string
  /** The RP ID the authenticator data is made for (default: the options' RP ID). */
  rpId?: string
  /** Whether the user was verified (PIN, fingerprint): default true. */
  userVerified?: boolean
}

export class SoftwareAuthenticator {
  readonly credentials = new Map<string, Stored>()

  constructor(readonly origin: string) {}

  /** Makes a passkey for the options, as navigator.credentials.create() answers. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    answer: AnswerOptions = {},
  ): RegistrationResponseJSON {
    const rpId = answer.rpId ?? options.rp.id ?? new URL(this.origin).hostname
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const id = randomBytes(16)
    const flags =
      flagUserPresent | flagAttestedData | (answer.userVerified === false ? 0 : flagUserVerified)
    const length = Buffer.alloc(2)
    length.writeUInt16BE(id.length)
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      uint32(0),
      Buffer.alloc(16),
      length,
      id,
      coseKey(privateKey),
    ])
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    )
    this.credentials.set(b64url(id), {
      id: b64url(id),
      privateKey,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    })
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          clientData('webauthn.create', options.challenge, answer.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /**
   * Signs the options' challenge with a passkey, as navigator.credentials.get() answers: the one
   * the options allow, else the only or the named one (a discoverable credential). The counter
   * goes up by one unless `counter` sets it.
   */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    answer: AnswerOptions & { credentialId?: string; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((credential) => credential.id)
    const candidates = [...this.credentials.values()].filter(
      (credential) =>
        (!answer.credentialId || credential.id === answer.credentialId) &&
        (!allowed?.length || allowed.includes(credential.id)),
    )
    const credential = candidates[0]
    if (!credential) throw new Error('The authenticator holds no passkey for these options')
    credential.counter = answer.counter ?? credential.counter + 1
    const flags = flagUserPresent | (answer.userVerified === false ? 0 : flagUserVerified)
    const authenticatorData = Buffer.concat([
      sha256(answer.rpId ?? options.rpId ?? credential.rpId),
      Buffer.from([flags]),
      uint32(credential.counter),
    ])
    const clientDataJSON = clientData(
      'webauthn.get',
      options.challenge,
      answer.origin ?? this.origin,
    )
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    })
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
