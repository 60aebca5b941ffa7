import {
  APIError,
  type CollectionBeforeDeleteHook,
  type GlobalAfterChangeHook,
  type GlobalConfig,
  type Payload,
} from 'payload'

import { adminOnly, hiddenUnless } from '@/access'
import { hasPasskey } from '@/accounts/passkeys'
import type { AccountCollection } from '@/accounts/sessions'
import { adminText } from '@/admin/translations'
import { ControlError } from '@/control/shared/errors'

import { factorOf, isOn } from './factor'

const slug = 'staff-sign-in'

/** Whether the account has a second factor: two-step sign-in with an authenticator app on, or a passkey. */
export async function hasSecondFactor(
  payload: Payload,
  collection: AccountCollection,
  id: number | string,
): Promise<boolean> {
  return isOn(await factorOf(payload, { collection, id })) || hasPasskey(payload, collection, id)
}

/** Whether an admin requires a second factor of every staff member (off unless set). */
export async function secondFactorRequired(payload: Payload): Promise<boolean> {
  const settings = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as {
    requireSecondFactor?: boolean | null
  }
  return settings.requireSecondFactor === true
}

/**
 * When the requirement is switched on, the staff members without a second factor lose their open
 * sessions: from then on they reach the admin and its APIs only through a log-in, which sends them
 * to set one up first (./signIn.ts). The admin switching it on needs one themselves.
 */
const endSessionsWithoutFactor: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!doc.requireSecondFactor || previousDoc?.requireSecondFactor) return doc
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'users',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const { id } of docs)
    if (!(await hasSecondFactor(payload, 'users', id)))
      await payload.db.updateOne({ collection: 'users', id, data: { sessions: [] }, req })
  return doc
}

/**
 * The passkeys' beforeDelete hook (the config adds it): while the requirement is on, a staff
 * member's last passkey goes only if the authenticator app is on, or the session that removes it
 * would go on without a second factor. A deleted account's passkeys go with it.
 */
export const keepStaffFactor: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { payload } = req
  const passkey = await payload.db.findOne<{
    id: number | string
    accountCollection: string
    account: string
  }>({
    collection: 'passkeys',
    where: { id: { equals: id } },
    req,
  })
  if (passkey?.accountCollection !== 'users' || !(await secondFactorRequired(payload))) return
  const owner = await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: passkey.account } },
    req,
  })
  if (!owner || isOn(await factorOf(payload, { collection: 'users', id: passkey.account }))) return
  const { totalDocs } = await payload.db.count({
    collection: 'passkeys',
    where: {
      and: [{ accountCollection: { equals: 'users' } }, { account: { equals: passkey.account } }],
    },
    req,
  })
  if (totalDocs <= 1) throw new ControlError('lastStaffFactor', 409)
}

export const StaffSignIn: GlobalConfig = {
  slug,
  label: { en: 'Staff sign-in', de: 'Anmeldung der Mitarbeitenden' },
  admin: { hidden: hiddenUnless('admin'), group: { en: 'Settings', de: 'Einstellungen' } },
  access: { read: adminOnly, update: adminOnly },
  hooks: {
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        const turningOn = data.requireSecondFactor === true && !originalDoc?.requireSecondFactor
        if (turningOn && req.user && !(await hasSecondFactor(req.payload, 'users', req.user.id)))
          throw new APIError(adminText(req.i18n, 'twoStepPolicyOwnFactor'), 400, undefined, true)
        return data
      },
    ],
    afterChange: [endSessionsWithoutFactor],
  },
  fields: [
    {
      name: 'requireSecondFactor',
      label: {
        en: 'Require a second factor of every staff member',
        de: 'Zweiten Faktor für alle Mitarbeitenden verlangen',
      },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          en: 'Staff members without an authenticator app (or a passkey) set one up at their next log-in before the admin opens; their open sessions end now.',
          de: 'Mitarbeitende ohne Authenticator-App (oder Passkey) richten beim nächsten Anmelden einen ein, bevor sich der Admin öffnet; ihre offenen Sitzungen enden jetzt.',
        },
      },
    },
  ],
}
