import type { ServerProps } from 'payload'

import { isStaffUser } from '@/access'

import { dashboardData, type DraftCollection, type Figure } from './data'

type Text = { en: string; de: string }
type Language = keyof Text

const text = {
  title: { en: 'What needs you', de: 'Was ansteht' },
  leads: { en: 'Leads of the last 7 days', de: 'Anfragen der letzten 7 Tage' },
  noLeads: { en: 'No leads in the last 7 days.', de: 'Keine Anfragen in den letzten 7 Tagen.' },
  total: { en: 'received', de: 'eingegangen' },
  fresh: { en: 'new', de: 'neu' },
  mails: { en: 'E-mails failing or retrying', de: 'E-Mails mit Fehlern oder Wiederholungen' },
  failing: { en: 'failed', de: 'fehlgeschlagen' },
  retrying: { en: 'retrying', de: 'werden wiederholt' },
  noMails: { en: 'No e-mail is failing.', de: 'Keine E-Mail schlägt fehl.' },
  tries: { en: 'attempts', de: 'Versuche' },
  instances: { en: 'Instances', de: 'Instanzen' },
  stuck: {
    en: 'provisioning without progress for over 15 minutes',
    de: 'seit über 15 Minuten ohne Fortschritt in Bereitstellung',
  },
  failed: { en: 'failed', de: 'fehlgeschlagen' },
  trials: { en: 'Trials ending in the next 7 days', de: 'Testphasen, die in 7 Tagen enden' },
  newsletter: {
    en: 'Newsletter confirmations this month',
    de: 'Newsletter-Bestätigungen diesen Monat',
  },
  drafts: { en: 'Drafts waiting', de: 'Wartende Entwürfe' },
  noDrafts: { en: 'No drafts waiting.', de: 'Keine wartenden Entwürfe.' },
  scheduled: { en: 'Scheduled publications', de: 'Geplante Veröffentlichungen' },
} satisfies Record<string, Text>

const collectionNames: Record<DraftCollection, Text> = {
  pages: { en: 'Pages', de: 'Seiten' },
  posts: { en: 'Posts', de: 'Beiträge' },
  'case-studies': { en: 'Case studies', de: 'Fallstudien' },
  'glossary-terms': { en: 'Glossary terms', de: 'Glossarbegriffe' },
  'job-openings': { en: 'Job openings', de: 'Stellenangebote' },
}

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
  const language: Language = i18n.language === 'de' ? 'de' : 'en'
  const t = (key: keyof typeof text) => text[key][language]
  const data = await dashboardData(payload, user)
  const draftsWaiting = data.drafts?.filter((item) => item.count > 0)

  return (
    <div style={{ marginBlockEnd: '2rem' }}>
      <h2 style={{ marginBlockEnd: '1rem' }}>{t('title')}</h2>
      {data.leads && (
        <Section title={t('leads')}>
          {data.leads.length === 0 ? (
            <p>{t('noLeads')}</p>
          ) : (
            <ul>
              {data.leads.map((form) => (
                <li key={form.formId}>
                  {form.title}: <Count figure={form.total} label={t('total')} />
                  <Count figure={form.new} label={t('fresh')} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {data.mails && (
        <Section title={t('mails')}>
          <p>
            <Count figure={data.mails.failing} label={t('failing')} />
            <Count figure={data.mails.retrying} label={t('retrying')} />
          </p>
          {data.mails.latest.length === 0 ? (
            <p>{t('noMails')}</p>
          ) : (
            <ul>
              {data.mails.latest.map((job) => (
                <li key={job.id}>
                  <a href={job.href}>{job.task}</a> ({job.tries} {t('tries')}
                  {job.failed ? `, ${t('failing')}` : ''}){job.error ? `: ${job.error}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {data.instances && (
        <Section title={t('instances')}>
          <Count figure={data.instances.stuck} label={t('stuck')} />
          <Count figure={data.instances.failed} label={t('failed')} />
        </Section>
      )}
      {data.trials && (
        <Section title={t('trials')}>
          <Count figure={data.trials} label={t('trials')} />
        </Section>
      )}
      {data.newsletter && (
        <Section title={t('newsletter')}>
          <Count figure={data.newsletter} label={t('newsletter')} />
        </Section>
      )}
      {draftsWaiting && (
        <Section title={t('drafts')}>
          {draftsWaiting.length === 0 ? (
            <p>{t('noDrafts')}</p>
          ) : (
            <ul>
              {draftsWaiting.map((item) => (
                <li key={item.collection}>
                  <Count figure={item} label={collectionNames[item.collection][language]} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {data.scheduled && (
        <Section title={t('scheduled')}>
          <Count figure={data.scheduled} label={t('scheduled')} />
        </Section>
      )}
    </div>
  )
}
