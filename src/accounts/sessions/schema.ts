import { builder } from '@/graphql/builder'
import { argsFromZod, enumFromZod } from '@/graphql/zodInput'

import { endMyOtherSessions, endMySession, listMySessions } from './operations'
import { endSessionInput, signInMethods } from './rules'
import type { SessionView } from './sessions'

/**
 * Sessions in GraphQL, for customers (the control area) and staff (the admin) alike: the signed-in
 * account's mySessions, endMySession and endMyOtherSessions (anyone else, API tokens included,
 * gets `unauthorised`). An ended session's token fails from its next request on. Failures are
 * GraphQL errors whose message is a key under control.account.sessions.errors.
 */
const Method = enumFromZod(signInMethods)

const SessionRef = builder.objectRef<SessionView>('AccountSession').implement({
  description: 'A signed-in session of the account: the device it was opened on and how',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    browser: t.exposeString('browser', {
      description: 'Browser and major version, as its user agent says',
    }),
    os: t.exposeString('os', {
      description: 'Operating system and version, as the user agent says',
    }),
    deviceType: t.exposeString('deviceType', {
      description: 'mobile, tablet, … as the user agent says; empty for a computer',
    }),
    method: t.expose('method', { type: Method, nullable: false }),
    createdAt: t.exposeString('createdAt', { nullable: false }),
    lastSeenAt: t.exposeString('lastSeenAt', {
      nullable: false,
      description: 'Approximate: moves forward at most every 5 minutes',
    }),
    current: t.exposeBoolean('current', {
      nullable: false,
      description: 'The session this request was made with',
    }),
  }),
})

builder.queryField('mySessions', (t) =>
  t.field({
    type: [SessionRef],
    nullable: { list: false, items: false },
    description: "The signed-in account's sessions, newest first",
    resolve: (_, __, { req }) => listMySessions(req),
  }),
)

builder.mutationFields((t) => ({
  endMySession: t.boolean({
    nullable: false,
    description: "Ends one of the signed-in account's sessions (its id in mySessions)",
    args: argsFromZod(t.arg, endSessionInput),
    resolve: (_, args, { req }) => endMySession(req, args),
  }),
  endMyOtherSessions: t.int({
    nullable: false,
    description: 'Ends every session of the signed-in account but this one; how many ended',
    resolve: (_, __, { req }) => endMyOtherSessions(req),
  }),
}))
