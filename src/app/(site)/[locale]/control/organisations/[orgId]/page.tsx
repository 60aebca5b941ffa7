import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'

import { controlPaths } from '@/hosting/paths'
import { requireCustomer } from '@/hosting/session'
import { relationId } from '@/utilities/ids'

import styles from '../../_components/control.module.css'
import { organisationFor, roleOf } from '../../_components/data'
import { InviteMemberForm, RenameOrganisationForm } from '../../_components/OrganisationForms'
import { controlMetadata, routeLocale } from '../../_components/Shell'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; orgId: string }> }

export const generateMetadata = ({ params }: Props) =>
  controlMetadata(params, 'organisations.title')

/** Organisation detail: name, members with roles, instance count; the owner renames and invites. */
export default async function OrganisationPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { orgId } = await params
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.organisation(orgId))
  const organisation = await organisationFor(payload, customer, orgId)
  if (!organisation) notFound()
  const [t, tOrg, format] = await Promise.all([
    getTranslations({ locale, namespace: 'control.orgDetail' }),
    getTranslations({ locale, namespace: 'control.organisations' }),
    getFormatter({ locale }),
  ])
  const isOwner = roleOf(organisation, customer) === 'owner'
  // Co-members' names and addresses: read on the server for members of this organisation only.
  const memberIds = (organisation.members ?? [])
    .map((member) => relationId(member.customer))
    .filter((id): id is number => id !== undefined)
  const { docs: people } = await payload.find({
    collection: 'customers',
    where: { id: { in: memberIds } },
    depth: 0,
    limit: 200,
    overrideAccess: true,
    select: { email: true, name: true },
  })
  const instanceCount = (
    await payload.count({
      collection: 'engine-instances',
      where: { organisation: { equals: organisation.id } },
      overrideAccess: false,
      user: customer,
    })
  ).totalDocs
  const invitations = (organisation.invitations ?? []).filter(
    (invitation) => new Date(invitation.expiresAt) > new Date(),
  )

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
        </dl>
      </section>

      <section aria-labelledby="members">
        <h2 id="members" className={styles.subtitle}>
          {t('members')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('role')}</th>
              </tr>
            </thead>
            <tbody>
              {(organisation.members ?? []).map((member) => {
                const person = people.find((entry) => entry.id === relationId(member.customer))
                return (
                  <tr key={member.id ?? String(relationId(member.customer))}>
                    <td>{person?.email}</td>
                    <td>{person?.name}</td>
                    <td>{tOrg(`role.${member.role}`)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        {isOwner && invitations.length ? (
          <>
            <h3 className={styles.subtitle}>{t('pending')}</h3>
            <ul>
              {invitations.map((invitation) => (
                <li key={invitation.id}>
                  {invitation.email} (
                  {t('expires', {
                    date: format.dateTime(new Date(invitation.expiresAt), { dateStyle: 'medium' }),
                  })}
                  )
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {isOwner ? (
        <div className={styles.grid2}>
          <section className={styles.card} aria-labelledby="rename">
            <h2 id="rename" className={styles.subtitle} style={{ marginTop: 0 }}>
              {t('rename')}
            </h2>
            <RenameOrganisationForm id={String(organisation.id)} name={organisation.name} />
          </section>
          <section className={styles.card} aria-labelledby="invite">
            <h2 id="invite" className={styles.subtitle} style={{ marginTop: 0 }}>
              {t('invite')}
            </h2>
            <InviteMemberForm organisation={String(organisation.id)} />
          </section>
        </div>
      ) : null}
    </>
  )
}
