import path from 'node:path'

import { StartupError } from '@/config/startupError'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

const schemes: Record<string, DatabaseKind> = {
  'file:': 'sqlite',
  'postgres:': 'postgres',
  'postgresql:': 'postgres',
  'mongodb:': 'mongodb',
  'mongodb+srv:': 'mongodb',
}

export const acceptedSchemes = Object.keys(schemes).map(
  (scheme) => `${scheme}${scheme === 'file:' ? '' : '//'}`,
)

/** Maps DATABASE_URI to the database it names, or explains what is wrong with it. */
export function databaseKind(uri: string | undefined): DatabaseKind {
  if (!uri || !uri.trim()) {
    throw new StartupError(`DATABASE_URI is empty. Accepted schemes: ${acceptedSchemes.join(', ')}`)
  }
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(uri.trim())?.[0].toLowerCase()
  const kind = scheme ? schemes[scheme] : undefined
  if (!kind) {
    throw new StartupError(
      `DATABASE_URI "${redact(uri)}" has an unsupported scheme. Accepted schemes: ${acceptedSchemes.join(', ')}`,
    )
  }
  if (kind !== 'sqlite') {
    try {
      const parsed = new URL(uri)
      if (!parsed.hostname) throw new Error('no host')
    } catch {
      throw new StartupError(
        `DATABASE_URI "${redact(uri)}" is not a valid URL: expected ${scheme}//user:password@host:port/database`,
      )
    }
  } else if (uri.trim() === 'file:') {
    throw new StartupError(
      'DATABASE_URI "file:" names no file: use for example file:./data/unbound.db',
    )
  }
  return kind
}

/** Hides the password of a connection string in messages. */
export function redact(uri: string): string {
  return uri.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@')
}

/** The file a `file:` DATABASE_URI names, resolved as the app resolves it (from the working directory). */
export function sqliteFile(uri: string): string {
  return path.resolve(uri.replace(/^file:(\/\/)?/, '').replace(/\?.*$/, ''))
}
