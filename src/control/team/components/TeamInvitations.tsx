'use client'

import { useMutation } from '@apollo/client/react'
import { useFormatter, useLocale, useTranslations } from 'next-intl'

import styles from '@/control/shared/components/control.module.css'
import { ActionButton, FormStatus } from '@/control/shared/components/Field'
import type { Locale } from '@/i18n/locales'

import { ResendInvitationDocument, RevokeInvitationDocument } from '../documents.generated'
import { useTeamAction } from './useTeamAction'

export type PendingInvitation = { id: string; email: string; expiresAt: string; expired: boolean }

/** Open and expired invitations with their expiry; the owner revokes or sends them again. */
export function TeamInvitations({
  organisation,
  invitations,
  canManage,
}: {
  organisation: string
  invitations: PendingInvitation[]
  canManage: boolean
}) {
  const t = useTranslations('control.team.invitations')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const { busy, status, run } = useTeamAction()
  const [revoke] = useMutation(RevokeInvitationDocument)
  const [resend] = useMutation(ResendInvitationDocument)

  return (
    <>
      <FormStatus {...status} />
      {invitations.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="team-invitations">
          {invitations.map((invitation) => {
            const emailId = `invitation-${invitation.id}-email`
            const date = format.dateTime(new Date(invitation.expiresAt), {
              dateStyle: 'medium',
              timeStyle: 'short',
            })
            const variables = { organisation, invitation: invitation.id }
            return (
              <li key={invitation.id} className={styles.listItem}>
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <p id={emailId} style={{ margin: 0, fontWeight: 600 }}>
                    {invitation.email}
                  </p>
                  <p className={styles.meta}>
                    {invitation.expired ? t('expired', { date }) : t('expires', { date })}
                  </p>
                </div>
                {canManage ? (
                  <div className={styles.actions} style={{ marginTop: 0 }}>
                    <ActionButton
                      variant="secondary"
                      busy={busy}
                      label={t('resend')}
                      aria-describedby={emailId}
                      onClick={() =>
                        run(
                          () => resend({ variables: { ...variables, locale } }),
                          t('resent', { email: invitation.email }),
                        )
                      }
                    />
                    <ActionButton
                      variant="secondary"
                      busy={busy}
                      label={t('revoke')}
                      aria-describedby={emailId}
                      onClick={() =>
                        run(() => revoke({ variables }), t('revoked', { email: invitation.email }))
                      }
                    />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
