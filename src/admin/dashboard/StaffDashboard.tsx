import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'

import { isStaffUser } from '@/access'
import { DashboardSection } from '@/translation/components/DashboardSection'

import { adminText, type AdminTextKey } from '../translations'
import { dashboardData, type Figure } from './data'

function Count({ figure, label }: { figure: Figure; label: string }) {
  return (
    <a href={figure.href} style={{ marginInlineEnd: '1.5rem' }}>
      <strong>{figure.count}</strong> {label}
    </a>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ marginBlockEnd: '1.5rem' }}>
      <h3 style={{ marginBlockEnd: '0.5rem' }}>{title}</h3>
      {children}
    </section>
  )
}

/** The admin's start view for staff: the figures their role may read, each linking to its filtered list. */
export async function StaffDashboard({ payload, user, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  const t = (key: AdminTextKey) => adminText(i18n, key)
  const data = await dashboardData(payload, user)
  const draftsWaiting = data.drafts?.filter((item) => item.count > 0)

  return (
    <div style={{ marginBlockEnd: '2rem' }}>
      <h2 style={{ marginBlockEnd: '1rem' }}>{t('dashboardTitle')}</h2>
      {data.leads && (
        <Section title={t('dashboardLeads')}>
          {data.leads.length === 0 ? (
            <p>{t('dashboardNoLeads')}</p>
          ) : (
            <ul>
              {data.leads.map((form) => (
                <li key={form.formId}>
                  {form.title}: <Count figure={form.total} label={t('dashboardReceived')} />
                  <Count figure={form.new} label={t('dashboardNew')} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {data.mails && (
        <Section title={t('dashboardMails')}>
          <p>
            <Count figure={data.mails.failing} label={t('dashboardMailsFailed')} />
            <Count figure={data.mails.retrying} label={t('dashboardMailsRetrying')} />
          </p>
          {data.mails.latest.length === 0 ? (
            <p>{t('dashboardNoMails')}</p>
          ) : (
            <ul>
              {data.mails.latest.map((job) => (
                <li key={job.id}>
                  <a href={job.href}>{job.task}</a> ({job.tries} {t('dashboardAttempts')}
                  {job.failed ? `, ${t('dashboardMailsFailed')}` : ''})
                  {job.error ? `: ${job.error}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {data.instances && (
        <Section title={t('dashboardInstances')}>
          <Count figure={data.instances.stuck} label={t('dashboardInstancesStuck')} />
          <Count figure={data.instances.failed} label={t('dashboardInstancesFailed')} />
        </Section>
      )}
      {data.trials && (
        <Section title={t('dashboardTrials')}>
          <Count figure={data.trials} label={t('dashboardTrials')} />
        </Section>
      )}
      {data.newsletter && (
        <Section title={t('dashboardNewsletter')}>
          <Count figure={data.newsletter} label={t('dashboardNewsletter')} />
        </Section>
      )}
      {/* Staff see what needs translation (support the counts; the lists are editors'). */}
      <DashboardSection payload={payload} user={user} i18n={i18n} />
      {draftsWaiting && (
        <Section title={t('dashboardDrafts')}>
          {draftsWaiting.length === 0 ? (
            <p>{t('dashboardNoDrafts')}</p>
          ) : (
            <ul>
              {draftsWaiting.map((item) => (
                <li key={item.collection}>
                  <Count
                    figure={item}
                    label={getTranslation(
                      payload.collections[item.collection].config.labels.plural,
                      i18n,
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {data.scheduled && (
        <Section title={t('dashboardScheduled')}>
          <Count figure={data.scheduled} label={t('dashboardScheduled')} />
        </Section>
      )}
    </div>
  )
}
