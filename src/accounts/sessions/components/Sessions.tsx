'use client'

import { useMutation, useQuery } from '@apollo/client/react'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { ConfirmButton } from '@/control/shared/components/ConfirmButton'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import type { Status } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'

import {
  EndMyOtherSessionsDocument,
  EndMySessionDocument,
  MySessionsDocument,
  type MySessionsQuery,
} from '../documents.generated'
import { exactTime, relativeTime } from './relativeTime'

type Session = MySessionsQuery['mySessions'][number]

/**
 * The account page's sessions: every device the customer is signed in on (this one marked), how
 * and when it signed in and was last active, ending one or every other after a confirmation.
 */
export function Sessions() {
  const t = useTranslations('control.account.sessions')
  const locale = useLocale()
  const errorText = useErrorText()
  const { data, error, loading, refetch } = useQuery(MySessionsDocument, {
    fetchPolicy: 'cache-and-network',
  })
  const [endOne, ending] = useMutation(EndMySessionDocument)
  const [endOthers, endingOthers] = useMutation(EndMyOtherSessionsDocument)
  const [status, setStatus] = useState<Status>({})
  const sessions = data?.mySessions
  // Read once per answer, so every row says its time against the same moment.
  const [now] = useState(() => Date.now())
  const intlLocale = locale === 'en' ? 'en-GB' : locale

  const device = (session: Session) => {
    const name =
      session.browser || session.os
        ? t('device', { browser: session.browser ?? '–', os: session.os ?? '–' })
        : t('unknownDevice')
    return session.deviceType ? `${name} (${t('deviceType', { type: session.deviceType })})` : name
  }
  const refusal = (caught: unknown) =>
    errorText(caught, { sessionNotFound: t('errors.sessionNotFound') })
  const when = (value: string) => (
    // Relative to the moment of rendering: the server's and the browser's moments differ.
    <time dateTime={value} title={exactTime(value, intlLocale)} suppressHydrationWarning>
      {relativeTime(value, now, intlLocale)}
    </time>
  )

  return (
    <section className={styles.card} aria-labelledby="sessions-title" aria-busy={loading}>
      <h2 id="sessions-title" className={styles.subtitle}>
        {t('title')}
      </h2>
      <p id="sessions-intro">{t('intro')}</p>
      {error && !sessions ? (
        <FormStatus error={t('errors.loadFailed')} />
      ) : (
        <FormStatus {...status} />
      )}
      {!sessions ? (
        error ? null : (
          <p>{t('loading')}</p>
        )
      ) : sessions.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-labelledby="sessions-caption"
          >
            <table className={styles.table} data-testid="sessions">
              <caption id="sessions-caption" className={styles.help} style={{ textAlign: 'left' }}>
                {t('caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.device')}</th>
                  <th scope="col">{t('columns.method')}</th>
                  <th scope="col">{t('columns.created')}</th>
                  <th scope="col">{t('columns.lastSeen')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.id} data-current={session.current || undefined}>
                    <th id={`session-${session.id}`} scope="row" style={{ fontWeight: 600 }}>
                      {device(session)}
                    </th>
                    <td>{t('method', { method: session.method })}</td>
                    <td>{when(session.createdAt)}</td>
                    <td>{when(session.lastSeenAt)}</td>
                    <td>
                      {session.current ? (
                        <strong>{t('thisDevice')}</strong>
                      ) : (
                        <ConfirmButton
                          label={t('end')}
                          question={t('endQuestion', { device: device(session) })}
                          busy={ending.loading}
                          describedBy={`session-${session.id}`}
                          onConfirm={async () => {
                            setStatus({})
                            try {
                              await endOne({ variables: { id: session.id } })
                              setStatus({ success: t('ended', { device: device(session) }) })
                            } catch (caught) {
                              setStatus({ error: refusal(caught) })
                            }
                            await refetch()
                          }}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {sessions.some((session) => !session.current) ? (
            <div className={styles.actions}>
              <ConfirmButton
                label={t('endOthers')}
                question={t('endOthersQuestion')}
                busy={endingOthers.loading}
                describedBy="sessions-intro"
                onConfirm={async () => {
                  setStatus({})
                  try {
                    const { data: ended } = await endOthers()
                    setStatus({
                      success: t('endedOthers', { count: ended?.endMyOtherSessions ?? 0 }),
                    })
                  } catch (caught) {
                    setStatus({ error: refusal(caught) })
                  }
                  await refetch()
                }}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
