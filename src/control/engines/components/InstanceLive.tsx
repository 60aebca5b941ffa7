'use client'

import { useQuery, useSuspenseQuery } from '@apollo/client/react'
import Link from 'next/link'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode } from 'react'

import { CopyButton } from '@/components/CopyButton'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import { useErrorText } from '@/control/shared/components/useErrorText'
import type { Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'

import { ControlInstanceDocument, type ControlProvisioningStep } from '../documents.generated'
import { deletionSteps, stepWillBeRetried } from '../taskPhases'
import { DemoMark } from './DemoMark'
import { DeleteEngineForm, RetryLaunchButton } from './InstanceLifecycle'

export const pollIntervalMs = 1500
/** After the deadline the sweep fails the instance within a minute or so: the page asks rarely. */
const overduePollIntervalMs = 30_000
/** Statuses a job is working on: the page polls until they change. */
const busyStatuses = new Set(['provisioning', 'deleting'])
const deletableStatuses = new Set(['running', 'stopped', 'failed', 'suspended'])
/** The longest delay setTimeout keeps (a longer one fires at once). */
const maxTimerMs = 2 ** 31 - 1

/** Whether `deadline` (an ISO time, or none) has passed; turns true when it passes. */
function usePassed(deadline: string | null | undefined): boolean {
  const [passed, setPassed] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      if (!deadline) return setPassed(false)
      const left = Date.parse(deadline) - Date.now()
      setPassed(left <= 0)
      if (left > 0) timer = setTimeout(check, Math.min(left, maxTimerMs))
    }
    check()
    return () => clearTimeout(timer)
  }, [deadline])
  return passed
}

function mailto(address: string, subject: string, body: string) {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * The instance overview's live part: status, services and tasks, polled through Apollo while
 * provisioning or a deletion runs (no manual reload), starting from the server-rendered
 * answer; past the launch's or deletion's deadline only rarely, until the sweep fails it. The
 * owner and admins retry a failed launch and delete the engine here; members only read.
 */
export function InstanceLive({
  id,
  supportEmail,
  organisationName,
  canManage,
  suspendedNotice,
}: {
  id: string
  supportEmail: string
  organisationName: string
  /** The owner and admins request upgrades or an eject, retry and delete; members read. */
  canManage: boolean
  /** Shown while the engine is suspended: the trial's notice (the page brings it). */
  suspendedNotice: ReactNode
}) {
  const t = useTranslations('control.instance')
  const tStatus = useTranslations('control.status')
  const tWizard = useTranslations('control.wizard')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const errorText = useErrorText()
  // The server component preloads the query (PreloadQuery): rendered with the page, then live.
  const { data: preloaded } = useSuspenseQuery(ControlInstanceDocument, { variables: { id } })
  const { data, error, startPolling, stopPolling } = useQuery(ControlInstanceDocument, {
    variables: { id },
    fetchPolicy: 'cache-first',
  })
  const instance = data?.controlInstance ?? preloaded?.controlInstance
  const status = instance?.status
  const busy = Boolean(status && busyStatuses.has(status))
  const overdue = usePassed(busy ? instance?.deadline : null)

  useEffect(() => {
    if (busy) startPolling(overdue ? overduePollIntervalMs : pollIntervalMs)
    else stopPolling()
    return () => stopPolling()
  }, [busy, overdue, startPolling, stopPolling])

  if (!instance) return <FormStatus error={error ? errorText(error) : null} />

  const paths = controlPaths(locale)
  const reason = (step: ControlProvisioningStep | undefined) =>
    step ? t(`reason.${step}`) : t('reason.unknown')
  const failedTask = instance.tasks.findLast((task) => task.state === 'failed')
  const deletionFailed = instance.tasks.some(
    (task) => deletionSteps.has(task.step) && task.state === 'failed',
  )
  const values = { instanceId: instance.instanceId, shopName: instance.shopName }
  const time = (value: string | null) =>
    value
      ? format.dateTime(new Date(value), {
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          timeZone: 'Europe/Zurich',
        })
      : '–'

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{instance.shopName}</h1>
        <span>
          <span
            className={styles.badge}
            data-status={instance.status}
            data-testid="instance-status"
          >
            {tStatus(instance.status)}
          </span>{' '}
          {instance.simulated ? (
            <DemoMark label={t('demo.label')} explanation={t('demo.explanation')} />
          ) : null}
        </span>
      </div>

      <div aria-live="polite" role="status" className={styles.statusRegion}>
        {instance.status === 'provisioning' ? <p>{t('provisioning')}</p> : null}
        {instance.status === 'running' ? (
          <p className={styles.formSuccess}>{t('running')}</p>
        ) : null}
        {instance.status === 'deleting' ? <p>{t('deleting')}</p> : null}
        {busy && overdue ? <p data-testid="instance-overdue">{t('overdue')}</p> : null}
        {instance.status === 'deleted' ? (
          <p>{t('deleted', { subdomain: instance.releasedSubdomain ?? '' })}</p>
        ) : null}
      </div>
      {instance.status === 'suspended' ? suspendedNotice : null}
      {instance.status === 'failed' ? (
        <div className={styles.formError} role="alert" data-testid="instance-failure">
          <p style={{ margin: 0 }}>
            <strong>{t('failed')}</strong>
          </p>
          <p style={{ margin: 0 }}>{t('failedReason', { reason: reason(failedTask?.step) })}</p>
          {instance.failureMessage ? (
            <p style={{ margin: 0 }}>{t('failedDetail', { message: instance.failureMessage })}</p>
          ) : null}
          <p style={{ margin: 0 }}>{t('failedHelp')}</p>
        </div>
      ) : null}
      {canManage && instance.status === 'failed' && !deletionFailed ? (
        <RetryLaunchButton id={instance.id} />
      ) : null}

      <section className={styles.card} aria-label={t('instanceId')}>
        <dl className={styles.dl}>
          <dt>{t('instanceId')}</dt>
          <dd>
            <code className={styles.mono} data-testid="instance-id">
              {instance.instanceId}
            </code>{' '}
            <CopyButton value={instance.instanceId} />
          </dd>
          <dt>{t('status')}</dt>
          <dd>{tStatus(instance.status)}</dd>
          <dt>{t('subdomain')}</dt>
          <dd className={styles.mono}>{instance.subdomain ?? instance.releasedSubdomain}</dd>
          <dt>{t('organisation')}</dt>
          <dd>
            <Link href={paths.instances(instance.organisation ?? '')}>{organisationName}</Link>
          </dd>
        </dl>
        <div className={styles.actions}>
          {instance.adminUrl && instance.status !== 'deleted' ? (
            <a
              className={styles.linkButton}
              href={instance.adminUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('openAdmin')}
            </a>
          ) : null}
          {canManage && instance.status !== 'deleted' && instance.status !== 'deleting' ? (
            <>
              <a
                className={styles.buttonSecondary}
                href={mailto(supportEmail, t('upgradeSubject', values), t('upgradeBody', values))}
              >
                {t('upgrade')}
              </a>
              <a
                className={styles.buttonSecondary}
                href={mailto(supportEmail, t('ejectSubject', values), t('ejectBody', values))}
              >
                {t('eject')}
              </a>
            </>
          ) : null}
        </div>
        {canManage ? null : <p className={styles.help}>{t('readOnly')}</p>}
      </section>

      <section aria-labelledby="services-title">
        <h2 id="services-title" className={styles.subtitle}>
          {t('services')}
        </h2>
        {/* The table scrolls sideways on narrow screens: focusable, so it scrolls by keyboard too. */}
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="services-title"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.service')}</th>
                <th scope="col">{t('columns.url')}</th>
                <th scope="col">{t('columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {instance.services.map((service) => (
                <tr key={service.service}>
                  <td>{t(`service.${service.service}`)}</td>
                  <td className={styles.mono}>{service.url}</td>
                  <td>
                    <span className={styles.badge} data-state={service.state}>
                      {t(`serviceState.${service.state}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="tasks-title">
        <h2 id="tasks-title" className={styles.subtitle}>
          {t('tasks')}
        </h2>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="tasks-title">
          <table className={styles.table} data-testid="tasks">
            <thead>
              <tr>
                <th scope="col">{t('columns.task')}</th>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('columns.state')}</th>
                <th scope="col">{t('columns.message')}</th>
              </tr>
            </thead>
            <tbody>
              {instance.tasks.map((task) => (
                <tr key={task.step}>
                  <td>{t(`step.${task.step}`)}</td>
                  <td>
                    {time(task.startedAt)}
                    {task.finishedAt ? ` – ${time(task.finishedAt)}` : ''}
                  </td>
                  <td>
                    <span className={styles.badge} data-state={task.state}>
                      {t(`taskState.${task.state}`)}
                    </span>
                  </td>
                  <td>
                    {task.state === 'done' ? t(`outcome.${task.step}`) : null}
                    {task.state === 'failed' ? reason(task.step) : null}
                    {task.state === 'failed' && stepWillBeRetried(task.step, instance.status)
                      ? ` ${t('retryingAutomatically')}`
                      : null}
                    {task.message ? (
                      <span className={`${styles.help} ${styles.detail}`}>{task.message}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="config-title">
        <h2 id="config-title" className={styles.subtitle}>
          {t('configuration')}
        </h2>
        <dl className={`${styles.dl} ${styles.card}`}>
          <dt>{t('defaultLanguage')}</dt>
          <dd>{tWizard(`languages.${instance.defaultLanguage}`)}</dd>
          <dt>{t('recipient')}</dt>
          <dd>{instance.recipientEmail}</dd>
          <dt>{t('sender')}</dt>
          <dd>{instance.senderEmail || instance.defaultSender}</dd>
          <dt>{t('smtp')}</dt>
          <dd>
            {instance.smtpHost ? (
              `${instance.smtpHost}:${instance.smtpPort ?? 587}${instance.smtpUser ? ` (${instance.smtpUser})` : ''}`
            ) : (
              <em>{tWizard('notSet')}</em>
            )}
          </dd>
          <dt>{t('smtpPassword')}</dt>
          <dd>{instance.smtpPasswordSet ? tWizard('set') : tWizard('notSet')}</dd>
          <dt>{t('xpub')}</dt>
          <dd className={styles.mono}>{instance.xpub || <em>{tWizard('notSet')}</em>}</dd>
        </dl>
      </section>

      {canManage && deletableStatuses.has(instance.status) ? (
        <DeleteEngineForm id={instance.id} shopName={instance.shopName} />
      ) : null}
    </>
  )
}
