/**
 * Modules that have no place in the browser's JavaScript of a page type, and how each shows in a
 * built chunk. Turbopack's production chunks name modules by number and the build writes no browser
 * source maps (they would publish the source), so a module is recognised by strings of its own
 * code that survive minification: error messages and names it keeps as literals.
 * tests/unit/bundle-budget.test.ts checks that every signature is still in the installed package
 * (or the project's file), so an upgrade that changes one fails there, not silently here.
 */

/**
 * `everywhere`: no chunk of any page type, loaded with the page or on use (server code).
 * `marketing`: no chunk of a marketing page, loaded with it or on use.
 * `marketing-first-load`: no chunk a marketing page loads with itself; the public forms load it
 * when a visitor starts using one.
 */
export type DenyScope = 'everywhere' | 'marketing' | 'marketing-first-load'

export type DeniedModule = {
  /** The package, or the project's file (`src/…`). */
  module: string
  scope: DenyScope
  /** Any one of them in a chunk means the module is in it. */
  signatures: string[]
  why: string
}

export const denyList: DeniedModule[] = [
  {
    module: 'zod',
    scope: 'marketing',
    signatures: ['ZodError'],
    why: 'validation library of the server (the forms check on the server)',
  },
  {
    module: 'src/config/env.ts',
    scope: 'everywhere',
    signatures: ['is not a port number (1–65535)'],
    why: "the server's environment schema (brings zod and proxy-addr)",
  },
  {
    module: 'server-only',
    scope: 'everywhere',
    signatures: ['This module cannot be imported from a Client Component module'],
    why: "the marker of the project's server-only modules",
  },
  {
    module: 'proxy-addr',
    scope: 'everywhere',
    signatures: ['trust argument is required'],
    why: 'client address behind proxies (server)',
  },
  {
    module: 'forwarded',
    scope: 'everywhere',
    signatures: ['argument req is required'],
    why: 'X-Forwarded-For parsing (server)',
  },
  {
    module: 'pg',
    scope: 'everywhere',
    signatures: ['Client has already been connected. You cannot reuse a client.'],
    why: 'PostgreSQL driver (server)',
  },
  {
    module: 'ioredis',
    scope: 'everywhere',
    signatures: ['Redis is already connecting/connected'],
    why: 'Redis client (server)',
  },
  {
    module: 'payload',
    scope: 'everywhere',
    signatures: ['payload-migrations'],
    why: "Payload's server core",
  },
  {
    module: 'nodemailer',
    scope: 'everywhere',
    signatures: ['Greeting never received'],
    why: 'SMTP client (server)',
  },
  {
    module: '@apollo/client',
    scope: 'marketing-first-load',
    signatures: ['go.apollo.dev'],
    why: 'GraphQL client: the public forms load it on first use, never with the page',
  },
]
