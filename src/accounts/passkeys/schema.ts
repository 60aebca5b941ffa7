import { builder } from '@/graphql/builder'
import { argsFromZod } from '@/graphql/zodInput'

import {
  addPasskey,
  listMyPasskeys,
  passkeyConfirmationOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
  type PasskeyView,
} from './operations'
import {
  addPasskeyInput,
  confirmationOptionsInput,
  removePasskeyInput,
  signInInput,
  signInOptionsInput,
} from './rules'

/**
 * Passkeys (WebAuthn) in GraphQL, for customers (the control area) and staff (the admin) alike:
 * the signed-in account's myPasskeys, passkeyRegistrationOptions, addPasskey,
 * passkeyConfirmationOptions and removePasskey (anyone else gets `unauthorised`); anonymous:
 * passkeySignInOptions and signInWithPasskey. Options and the browser's answers travel as the
 * JSON of @simplewebauthn/browser's startRegistration / startAuthentication. Failures are
 * GraphQL errors whose message is a key under control.account.passkeys.errors.
 */
const json = 'JSON of the options for @simplewebauthn/browser'

const PasskeyRef = builder.objectRef<PasskeyView>('Passkey').implement({
  description: 'A passkey of the signed-in account (never its key or counter)',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    createdAt: t.exposeString('createdAt', { nullable: false }),
    lastUsedAt: t.exposeString('lastUsedAt'),
  }),
})

builder.queryField('myPasskeys', (t) =>
  t.field({
    type: [PasskeyRef],
    nullable: { list: false, items: false },
    description: "The signed-in account's passkeys, oldest first",
    resolve: (_, __, { req }) => listMyPasskeys(req),
  }),
)

builder.mutationFields((t) => ({
  passkeyRegistrationOptions: t.string({
    nullable: false,
    description: `A new passkey of the signed-in account, step 1: ${json}'s startRegistration (valid for 5 minutes, once)`,
    resolve: (_, __, { req }) => passkeyRegistrationOptions(req),
  }),
  addPasskey: t.field({
    type: PasskeyRef,
    nullable: false,
    description: 'A new passkey, step 2: its name and the JSON startRegistration answered',
    args: argsFromZod(t.arg, addPasskeyInput),
    resolve: (_, args, { req }) => addPasskey(req, args),
  }),
  passkeyConfirmationOptions: t.string({
    nullable: false,
    description: `Confirming the removal of passkey id with another passkey: ${json}'s startAuthentication`,
    args: argsFromZod(t.arg, confirmationOptionsInput),
    resolve: (_, args, { req }) => passkeyConfirmationOptions(req, args),
  }),
  removePasskey: t.boolean({
    nullable: false,
    description:
      "Removes a passkey of the signed-in account, confirmed by the account's password or by `response`, another passkey's answer to passkeyConfirmationOptions",
    args: argsFromZod(t.arg, removePasskeyInput),
    resolve: (_, args, { req }) => removePasskey(req, args),
  }),
  passkeySignInOptions: t.string({
    nullable: false,
    description: `Sign-in with a passkey alone, step 1 (customers or staff): ${json}'s startAuthentication`,
    args: argsFromZod(t.arg, signInOptionsInput),
    resolve: (_, args, { req }) => passkeySignInOptions(req, args),
  }),
  signInWithPasskey: t.boolean({
    nullable: false,
    description:
      'Sign-in with a passkey alone, step 2: the JSON startAuthentication answered; sets the session cookie',
    args: argsFromZod(t.arg, signInInput),
    resolve: (_, args, { req, headers }) => signInWithPasskey(req, headers, args),
  }),
}))
