import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { RenameOrganisationForm } from '@/control/organisations/components/OrganisationForms'
import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { managesEngines } from '@/control/shared/roles'
import { organisationFor, roleOf } from '@/control/shared/server'
import { requireCustomer } from '@/control/shared/session'
import { ActivityLog } from '@/control/team/components/ActivityLog'
import { InviteMemberForm } from '@/control/team/components/InvitationForms'
import { TeamInvitations } from '@/control/team/components/TeamInvitations'
import { TeamMembers } from '@/control/team/components/TeamMembers'
import { teamOf } from '@/control/team/server'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; orgId: string }> }

export const generateMetadata = ({ params }: Props) =>
  controlMetadata(params, 'organisations.title')

/**
 * Organisation detail: instance count, the team (roles, removal, ownership, leaving), invitations
 * with their expiry, the owner's renaming, inviting (owner and admins) and the activity log.
 */
export default async function OrganisationPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { orgId } = await params
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.organisation(orgId))
  const organisation = await organisationFor(payload, customer, orgId)
  if (!organisation) notFound()
  const [t, tTeam] = await Promise.all([
    getTranslations({ locale, namespace: 'control.orgDetail' }),
    getTranslations({ locale, namespace: 'control.team' }),
  ])
  const role = roleOf(organisation, customer)
  const isOwner = role === 'owner'
  const { members, invitations } = await teamOf(organisation)
  const instanceCount = (
    await payload.count({
      collection: 'engine-instances',
      where: { organisation: { equals: organisation.id } },
      overrideAccess: false,
      user: customer,
    })
  ).totalDocs
  const id = String(organisation.id)

  return (
    <>
      <p>
        <Link href={paths.organisations}>← {t('back')}</Link>
      </p>
      <h1 className={styles.title}>{organisation.name}</h1>
      <section className={styles.card}>
        <dl className={styles.dl}>
          <dt>{t('instanceCount')}</dt>
          <dd>
            {instanceCount} ·{' '}
            <Link href={paths.instances(organisation.id)}>{t('showInstances')}</Link>
          </dd>
          {managesEngines(role) ? (
            <>
              <dt>{t('apiTokens')}</dt>
              <dd>
                <Link href={paths.apiTokens(organisation.id)}>{t('manageTokens')}</Link>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="members">
        <h2 id="members" className={styles.subtitle}>
          {t('members')}
        </h2>
        <p className={styles.help}>{tTeam('intro')}</p>
        <TeamMembers
          organisation={{ id, name: organisation.name }}
          me={String(customer.id)}
          myRole={role}
          members={members}
        />
      </section>

      {managesEngines(role) ? (
        <section aria-labelledby="invitations">
          <h2 id="invitations" className={styles.subtitle}>
            {tTeam('invitations.title')}
          </h2>
          <TeamInvitations organisation={id} invitations={invitations} canManage={isOwner} />
        </section>
      ) : null}

      {managesEngines(role) ? (
        <div className={styles.grid2}>
          {isOwner ? (
            <section className={styles.card} aria-labelledby="rename">
              <h2 id="rename" className={styles.subtitle} style={{ marginTop: 0 }}>
                {t('rename')}
              </h2>
              <RenameOrganisationForm id={id} name={organisation.name} />
            </section>
          ) : null}
          <section className={styles.card} aria-labelledby="invite">
            <h2 id="invite" className={styles.subtitle} style={{ marginTop: 0 }}>
              {t('invite')}
            </h2>
            <InviteMemberForm organisation={id} />
          </section>
        </div>
      ) : null}

      <section aria-labelledby="activity">
        <h2 id="activity" className={styles.subtitle}>
          {tTeam('activity.title')}
        </h2>
        <p className={styles.help}>{tTeam('activity.intro')}</p>
        {/* A new key after each change of the organisation: the log is read again. */}
        <ActivityLog key={organisation.updatedAt} organisation={id} />
      </section>
    </>
  )
}
