'use client'

import { useQuery } from '@apollo/client/react'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useHydrated } from '@/components/hooks/useClientSnapshot'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import { useErrorText } from '@/control/shared/components/useErrorText'
import type { OrganisationRole } from '@/control/shared/roles'

import type { ActivityAction } from '../activity'
import {
  OrganisationActivityDocument,
  type OrganisationActivityQuery,
} from '../documents.generated'

type Entry = OrganisationActivityQuery['organisationActivity']['entries'][number]

const pageSize = 10

/** The organisation's activity, newest first, a page at a time. */
export function ActivityLog({ organisation }: { organisation: string }) {
  const t = useTranslations('control.team.activity')
  const tRole = useTranslations('control.organisations.role')
  const format = useFormatter()
  const hydrated = useHydrated()
  const errorText = useErrorText()
  const [page, setPage] = useState(1)
  const { data, error, loading } = useQuery(OrganisationActivityDocument, {
    variables: { organisation, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
  })
  const result = data?.organisationActivity

  const sentence = (entry: Entry) => {
    const values = {
      actor:
        entry.actorKind === 'token'
          ? t('token', { name: entry.actor ?? '' })
          : (entry.actor ?? (entry.actorKind === 'staff' ? t('staff') : t('unknown'))),
      subject: entry.subject ?? t('unknown'),
      role: entry.role ? tRole(entry.role as OrganisationRole) : '',
    }
    return t(`action.${entry.action as ActivityAction}`, values)
  }

  return (
    <div aria-busy={loading}>
      {error ? <FormStatus error={errorText(error)} /> : null}
      {!result ? (
        <p>{t('loading')}</p>
      ) : result.entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.list} data-testid="activity-log">
          {result.entries.map((entry) => (
            <li key={entry.id} className={styles.card} style={{ overflowWrap: 'anywhere' }}>
              <p className={styles.meta}>
                <time dateTime={entry.createdAt}>
                  {format.dateTime(new Date(entry.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </p>
              <p style={{ margin: 0 }}>{sentence(entry)}</p>
            </li>
          ))}
        </ol>
      )}
      {result && result.totalPages > 1 ? (
        <nav aria-label={t('title')} className={styles.actions}>
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={!hydrated || page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('newer')}
          </button>
          <span aria-live="polite">
            {t('page', { page: result.page, pages: result.totalPages })}
          </span>
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={!hydrated || page >= result.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('older')}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
