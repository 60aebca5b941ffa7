import { sha256 } from '@noble/hashes/sha2.js'
import { base58, createBase58check } from '@scure/base'

/**
 * Extended public keys (BIP32 serialisation): base58check, 78-byte payload, a known version
 * prefix and a compressed public key. Runs in the browser (wizard) and on the server.
 */
const base58check = createBase58check(sha256)

/** Version bytes of extended public keys (BIP32, SLIP-132). */
export const xpubVersions: Record<string, string> = {
  '0488b21e': 'xpub',
  '049d7cb2': 'ypub',
  '04b24746': 'zpub',
  '0295b43f': 'Ypub',
  '02aa7ed3': 'Zpub',
  '043587cf': 'tpub',
  '044a5262': 'upub',
  '045f1cf6': 'vpub',
  '024289ef': 'Upub',
  '02575483': 'Vpub',
}

/** Version bytes of extended private keys: recognised only to refuse them with a clear reason. */
const privateVersions = new Set([
  '0488ade4',
  '049d7878',
  '04b2430c',
  '04358394',
  '044a4e28',
  '045f18bc',
  '0295b005',
  '02aa7a99',
])

/** The codecs throw on bad input; here bad input is an answer (null), not an error. */
function orNull(decode: () => Uint8Array): Uint8Array | null {
  try {
    return decode()
  } catch {
    return null
  }
}

export const base58Decode = (input: string) => orNull(() => base58.decode(input))

export const base58Encode = (bytes: Uint8Array) => base58.encode(bytes)

/** Decodes base58check: the payload without its 4-byte checksum, or null when anything is off. */
export const base58checkDecode = (input: string) => orNull(() => base58check.decode(input))

export const base58checkEncode = (payload: Uint8Array) => base58check.encode(payload)

export type XpubCheck =
  | { valid: true; kind: string; depth: number }
  | { valid: false; reason: 'format' | 'checksum' | 'length' | 'version' | 'private' | 'key' }

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Checks an extended public key for its real format (not only its look). */
export function checkXpub(raw: string): XpubCheck {
  const value = raw.trim()
  if (!/^[1-9A-HJ-NP-Za-km-z]{100,120}$/.test(value)) return { valid: false, reason: 'format' }
  const bytes = base58Decode(value)
  if (!bytes) return { valid: false, reason: 'format' }
  if (bytes.length !== 82) return { valid: false, reason: 'length' }
  const payload = base58checkDecode(value)
  if (!payload) return { valid: false, reason: 'checksum' }
  const version = hex(payload.subarray(0, 4))
  if (privateVersions.has(version)) return { valid: false, reason: 'private' }
  const kind = xpubVersions[version]
  if (!kind) return { valid: false, reason: 'version' }
  const keyPrefix = payload[45]
  if (keyPrefix !== 0x02 && keyPrefix !== 0x03) return { valid: false, reason: 'key' }
  return { valid: true, kind, depth: payload[4] }
}

export const isValidXpub = (value: string): boolean => checkXpub(value).valid
