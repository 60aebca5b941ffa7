'use client'

import { useMutation } from '@apollo/client/react'
import { useLocale, useTranslations } from 'next-intl'

import { ConfirmButton } from '@/control/shared/components/ConfirmButton'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus, SubmitButton } from '@/control/shared/components/Field'
import type { OrganisationRole } from '@/control/shared/roles'
import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import {
  ChangeMemberRoleDocument,
  LeaveOrganisationDocument,
  RemoveMemberDocument,
  TransferOwnershipDocument,
} from '../documents.generated'
import { useTeamAction } from './useTeamAction'

export type TeamMember = { customer: string; email: string; name: string; role: OrganisationRole }

type Props = {
  organisation: { id: string; name: string }
  me: string
  myRole: OrganisationRole
  members: TeamMember[]
}

/**
 * The member list: everyone sees names and roles; the owner changes roles, removes members and
 * transfers ownership to an admin; a member or admin leaves.
 */
export function TeamMembers({ organisation, me, myRole, members }: Props) {
  const t = useTranslations('control.team')
  const tRole = useTranslations('control.organisations.role')
  const tOrg = useTranslations('control.orgDetail')
  const locale = useLocale() as Locale
  const { busy, status, run } = useTeamAction()
  const [changeRole] = useMutation(ChangeMemberRoleDocument)
  const [remove] = useMutation(RemoveMemberDocument)
  const [transfer] = useMutation(TransferOwnershipDocument)
  const [leave] = useMutation(LeaveOrganisationDocument)
  const ids = { organisation: organisation.id }

  // The owner acts on others; everyone else may leave.
  const showActions = myRole !== 'owner' || members.length > 1
  return (
    <>
      <FormStatus {...status} />
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="members">
        <table className={styles.table} data-testid="team-members">
          <thead>
            <tr>
              <th scope="col">{tOrg('email')}</th>
              <th scope="col">{tOrg('name')}</th>
              <th scope="col">{tOrg('role')}</th>
              {showActions ? <th scope="col">{t('actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const emailId = `member-${member.customer}-email`
              const isMe = member.customer === me
              const variables = { ...ids, customer: member.customer }
              return (
                <tr key={member.customer} data-member={member.email}>
                  <td id={emailId} style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                    {isMe ? ` (${t('you')})` : ''}
                  </td>
                  <td>{member.name}</td>
                  <td>{tRole(member.role)}</td>
                  {showActions ? (
                    <td>
                      {myRole === 'owner' && member.role !== 'owner' ? (
                        <div className={styles.actions} style={{ marginTop: 0 }}>
                          <RoleForm
                            member={member}
                            describedBy={emailId}
                            busy={busy}
                            onSave={(role) =>
                              run(
                                () => changeRole({ variables: { ...variables, role } }),
                                t('roleSaved', { email: member.email, role: tRole(role) }),
                              )
                            }
                          />
                          {member.role === 'admin' ? (
                            <ConfirmButton
                              label={t('transfer')}
                              question={t('transferConfirm', {
                                email: member.email,
                                organisation: organisation.name,
                              })}
                              describedBy={emailId}
                              busy={busy}
                              onConfirm={() =>
                                run(
                                  () => transfer({ variables }),
                                  t('transferred', { email: member.email }),
                                )
                              }
                            />
                          ) : null}
                          <ConfirmButton
                            label={t('remove')}
                            question={t('removeConfirm', {
                              email: member.email,
                              organisation: organisation.name,
                            })}
                            describedBy={emailId}
                            busy={busy}
                            onConfirm={() =>
                              run(
                                () => remove({ variables }),
                                t('removed', { email: member.email }),
                              )
                            }
                          />
                        </div>
                      ) : null}
                      {isMe && member.role !== 'owner' ? (
                        <ConfirmButton
                          label={t('leave')}
                          question={t('leaveConfirm', { organisation: organisation.name })}
                          describedBy="leave-help"
                          busy={busy}
                          onConfirm={() =>
                            run(
                              () => leave({ variables: ids }),
                              '',
                              () => window.location.assign(controlPaths(locale).organisations),
                            )
                          }
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {myRole !== 'owner' ? (
        <p className={styles.help} id="leave-help">
          {t('leaveHelp')}
        </p>
      ) : null}
      {myRole === 'owner' && members.length > 1 ? (
        <p className={styles.help}>
          {t('transferHelp')} {t('errors.ownerCannotLeave')}
        </p>
      ) : null}
    </>
  )
}

function RoleForm({
  member,
  describedBy,
  busy,
  onSave,
}: {
  member: TeamMember
  describedBy: string
  busy: boolean
  onSave: (role: 'admin' | 'member') => void
}) {
  const t = useTranslations('control.team')
  const tRole = useTranslations('control.organisations.role')
  const selectId = `role-${member.customer}`
  return (
    <form
      method="post"
      className={styles.actions}
      style={{ marginTop: 0 }}
      onSubmit={(event) => {
        event.preventDefault()
        const role = new FormData(event.currentTarget).get('role')
        if (role === 'admin' || role === 'member') onSave(role)
      }}
    >
      <label htmlFor={selectId} className="visually-hidden">
        {t('roleLabel', { email: member.email })}
      </label>
      <select
        id={selectId}
        name="role"
        className={styles.select}
        style={{ width: 'auto' }}
        defaultValue={member.role}
      >
        <option value="admin">{tRole('admin')}</option>
        <option value="member">{tRole('member')}</option>
      </select>
      <SubmitButton
        variant="secondary"
        busy={busy}
        label={t('saveRole')}
        aria-describedby={describedBy}
      />
    </form>
  )
}
