'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { DocumentNode } from 'graphql'
import { useEffect, useId, useRef, useState } from 'react'

import { adminGraphQL } from '@/admin/graphql'
import { adminText, type AdminI18n, type AdminTextKey } from '@/admin/translations'

import {
  EndMyOtherSessionsDocument,
  EndMySessionDocument,
  MySessionsDocument,
  type MySessionsQuery,
} from '../../documents.generated'
import { exactTime, relativeTime } from '../relativeTime'

type Session = MySessionsQuery['mySessions'][number]

const refusals: Record<string, AdminTextKey> = {
  sessionNotFound: 'sessionsNotFound',
  tooManyRequests: 'sessionsTooMany',
}

const methods: Record<Session['method'], AdminTextKey> = {
  password: 'sessionsMethodPassword',
  passkey: 'sessionsMethodPasskey',
  totp: 'sessionsMethodTotp',
  recoveryCode: 'sessionsMethodRecoveryCode',
}

/** One of the sessions' GraphQL operations from the admin; throws the refusal key. */
const callGraphQL = <Result,>(
  url: string,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<Result> => adminGraphQL<Result>(url, document, variables, 'sessionsError')

function deviceName(i18n: AdminI18n, session: Session): string {
  const name =
    session.browser || session.os
      ? adminText(i18n, 'sessionsDevice', {
          browser: session.browser ?? '–',
          os: session.os ?? '–',
        })
      : adminText(i18n, 'sessionsUnknownDevice')
  if (session.deviceType === 'mobile') return `${name} (${adminText(i18n, 'sessionsPhone')})`
  if (session.deviceType === 'tablet') return `${name} (${adminText(i18n, 'sessionsTablet')})`
  return name
}

/**
 * The users collection's `ui` field: the staff member's own signed-in sessions on the account
 * view (and their own edit view; nobody else's), with "This device", ending one or every other
 * after a confirmation.
 */
export function SessionsField() {
  const { user } = useAuth()
  const { id: docId } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const graphql = `${config.serverURL ?? ''}${config.routes.api}${config.routes.graphQL}`
  const own = Boolean(user && docId !== undefined && String(user.id) === String(docId))
  const ids = useId()
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [asking, setAsking] = useState<Session | 'others' | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const [version, setVersion] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const confirmRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!own) return
    let current = true
    callGraphQL<MySessionsQuery>(graphql, MySessionsDocument).then(
      (data) => {
        if (!current) return
        setNow(Date.now())
        setSessions(data.mySessions)
        setLoadFailed(false)
      },
      () => current && setLoadFailed(true),
    )
    return () => {
      current = false
    }
  }, [own, graphql, version])
  useEffect(() => {
    if (asking) confirmRef.current?.focus()
  }, [asking])
  if (!own) return null

  const locale = i18n.language === 'de' ? 'de-CH' : 'en-GB'
  const when = (value: string) => (
    <time dateTime={value} title={exactTime(value, locale)}>
      {relativeTime(value, now, locale)}
    </time>
  )

  const end = async (target: Session | 'others') => {
    setBusy(true)
    setMessage('')
    setError('')
    try {
      if (target === 'others') {
        const { endMyOtherSessions: count } = await callGraphQL<{ endMyOtherSessions: number }>(
          graphql,
          EndMyOtherSessionsDocument,
        )
        setMessage(adminText(i18n, 'sessionsEndedOthers', { count }))
      } else {
        await callGraphQL(graphql, EndMySessionDocument, { id: target.id })
        setMessage(adminText(i18n, 'sessionsEnded', { device: deviceName(i18n, target) }))
      }
    } catch (caught) {
      setError(adminText(i18n, refusals[(caught as Error).message] ?? 'sessionsError'))
    } finally {
      setBusy(false)
      setAsking(null)
      setVersion((value) => value + 1)
    }
  }

  const question =
    asking === 'others'
      ? adminText(i18n, 'sessionsEndOthersQuestion')
      : asking
        ? adminText(i18n, 'sessionsEndQuestion', { device: deviceName(i18n, asking) })
        : ''

  return (
    <div className="field-type" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h3 id={`${ids}-title`}>{adminText(i18n, 'sessionsTitle')}</h3>
      <p className="field-description">{adminText(i18n, 'sessionsIntro')}</p>
      <div aria-live="polite">{message ? <p>{message}</p> : null}</div>
      <div role="alert" aria-live="assertive">
        {error || loadFailed ? (
          <p className="field-error">{error || adminText(i18n, 'sessionsLoadFailed')}</p>
        ) : null}
      </div>
      {!sessions && !loadFailed ? <p>{adminText(i18n, 'sessionsLoading')}</p> : null}
      {sessions && sessions.length === 0 ? <p>{adminText(i18n, 'sessionsEmpty')}</p> : null}
      {sessions && sessions.length > 0 ? (
        <table className="table" aria-labelledby={`${ids}-title`} data-testid="admin-sessions">
          <caption className="sr-only">{adminText(i18n, 'sessionsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{adminText(i18n, 'sessionsColumnDevice')}</th>
              <th scope="col">{adminText(i18n, 'sessionsColumnMethod')}</th>
              <th scope="col">{adminText(i18n, 'sessionsColumnCreated')}</th>
              <th scope="col">{adminText(i18n, 'sessionsColumnLastSeen')}</th>
              <th scope="col">{adminText(i18n, 'sessionsColumnActions')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <th scope="row">{deviceName(i18n, session)}</th>
                <td>{adminText(i18n, methods[session.method])}</td>
                <td>{when(session.createdAt)}</td>
                <td>{when(session.lastSeenAt)}</td>
                <td>
                  {session.current ? (
                    <strong>{adminText(i18n, 'sessionsThisDevice')}</strong>
                  ) : (
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      disabled={busy}
                      aria-label={adminText(i18n, 'sessionsEndLabel', {
                        device: deviceName(i18n, session),
                      })}
                      onClick={() => setAsking(session)}
                    >
                      {adminText(i18n, 'sessionsEnd')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {sessions?.some((session) => !session.current) && !asking ? (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => setAsking('others')}>
          {adminText(i18n, 'sessionsEndOthers')}
        </Button>
      ) : null}
      {asking ? (
        <div
          role="group"
          aria-labelledby={`${ids}-question`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setAsking(null)
          }}
        >
          <p id={`${ids}-question`}>{question}</p>
          <div style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
            <Button
              ref={confirmRef}
              buttonStyle="primary"
              disabled={busy}
              onClick={() => void end(asking)}
            >
              {adminText(i18n, 'sessionsConfirm')}
            </Button>
            <Button buttonStyle="secondary" onClick={() => setAsking(null)}>
              {adminText(i18n, 'sessionsCancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
