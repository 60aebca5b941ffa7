import { sha256 } from './sha256'

/**
 * Extended public keys (BIP32 serialisation): base58check, 78-byte payload, a known version
 * prefix and a compressed public key. Runs in the browser (wizard) and on the server.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const ALPHABET_MAP = new Map([...ALPHABET].map((char, index) => [char, index]))

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

export function base58Decode(input: string): Uint8Array | null {
  let zeros = 0
  while (zeros < input.length && input[zeros] === '1') zeros++
  const littleEndian: number[] = []
  for (const char of input) {
    let carry = ALPHABET_MAP.get(char)
    if (carry === undefined) return null
    for (let i = 0; i < littleEndian.length; i++) {
      carry += littleEndian[i] * 58
      littleEndian[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      littleEndian.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...littleEndian.reverse()])
}

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i] << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4)

/** Decodes base58check: the payload without its 4-byte checksum, or null when anything is off. */
export function base58checkDecode(input: string): Uint8Array | null {
  const bytes = base58Decode(input)
  if (!bytes || bytes.length < 5) return null
  const payload = bytes.subarray(0, bytes.length - 4)
  const checksum = bytes.subarray(bytes.length - 4)
  const expected = checksumOf(payload)
  return expected.every((byte, index) => byte === checksum[index]) ? payload : null
}

export function base58checkEncode(payload: Uint8Array): string {
  const bytes = new Uint8Array(payload.length + 4)
  bytes.set(payload)
  bytes.set(checksumOf(payload), payload.length)
  return base58Encode(bytes)
}

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
