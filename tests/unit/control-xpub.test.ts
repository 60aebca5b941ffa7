import { createHash, randomBytes } from 'node:crypto'

import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'

import {
  base58checkDecode,
  base58checkEncode,
  base58Decode,
  base58Encode,
  checkXpub,
  isValidXpub,
} from '@/control/engines/xpub'

// BIP32 test vectors 1 and 2 (extended public keys).
const bip32Vectors = [
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
  'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw',
  'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ',
  'xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB',
]
const bip32Private =
  'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi'

/** The same key under another version prefix (a valid tpub/zpub/… of the same key). */
function withVersion(xpub: string, versionHex: string): string {
  const payload = base58checkDecode(xpub)!
  const copy = Uint8Array.from(payload)
  copy.set(Buffer.from(versionHex, 'hex'), 0)
  return base58checkEncode(copy)
}

describe('sha256', () => {
  it('matches node:crypto', () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 78, 200, 1000]) {
      const data = randomBytes(size)
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(
        createHash('sha256').update(data).digest('hex'),
      )
    }
  })
})

describe('base58', () => {
  it('round-trips bytes with leading zeros', () => {
    for (const bytes of [Uint8Array.from([0, 0, 1, 2, 3]), randomBytes(40), Uint8Array.from([0])]) {
      expect(Buffer.from(base58Decode(base58Encode(bytes))!)).toEqual(Buffer.from(bytes))
    }
  })
  it('refuses characters outside the alphabet', () => {
    expect(base58Decode('0OIl')).toBeNull()
  })
})

describe('XPUB validation', () => {
  it.each(bip32Vectors)('accepts the BIP32 vector %s', (xpub) => {
    expect(checkXpub(xpub)).toMatchObject({ valid: true, kind: 'xpub' })
  })

  it('accepts the known version prefixes (ypub, zpub, tpub, upub, vpub)', () => {
    const prefixes = {
      ypub: '049d7cb2',
      zpub: '04b24746',
      tpub: '043587cf',
      upub: '044a5262',
      vpub: '045f1cf6',
    }
    for (const [kind, version] of Object.entries(prefixes)) {
      const converted = withVersion(bip32Vectors[0], version)
      expect(converted.startsWith(kind)).toBe(true)
      expect(checkXpub(converted)).toMatchObject({ valid: true, kind })
    }
  })

  it('ignores surrounding whitespace', () => {
    expect(isValidXpub(`  ${bip32Vectors[0]}\n`)).toBe(true)
  })

  it('refuses a changed character (checksum)', () => {
    const valid = bip32Vectors[0]
    const index = 40
    const replacement = valid[index] === 'a' ? 'b' : 'a'
    const corrupted = valid.slice(0, index) + replacement + valid.slice(index + 1)
    expect(checkXpub(corrupted)).toEqual({ valid: false, reason: 'checksum' })
  })

  it('refuses swapped characters, truncation, extension and junk', () => {
    const valid = bip32Vectors[1]
    const swapped = valid.slice(0, 20) + valid[21] + valid[20] + valid.slice(22)
    expect(isValidXpub(swapped)).toBe(false)
    expect(isValidXpub(valid.slice(0, -1))).toBe(false)
    expect(isValidXpub(`${valid}1`)).toBe(false)
    expect(checkXpub('xpub-not-a-key')).toEqual({ valid: false, reason: 'format' })
    expect(isValidXpub('')).toBe(false)
    expect(checkXpub(valid.replace(/./, '0'))).toEqual({ valid: false, reason: 'format' })
  })

  it('refuses an unknown version prefix with a correct checksum', () => {
    expect(checkXpub(withVersion(bip32Vectors[0], '01020304'))).toEqual({
      valid: false,
      reason: 'version',
    })
  })

  it('refuses an extended private key with its own reason', () => {
    expect(checkXpub(bip32Private)).toEqual({ valid: false, reason: 'private' })
  })

  it('refuses a payload of the wrong length even when the checksum is right', () => {
    const payload = base58checkDecode(bip32Vectors[0])!
    expect(checkXpub(base58checkEncode(payload.subarray(0, 77)))).toMatchObject({ valid: false })
  })
})
