import type { BeforeListTableServerProps, PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { adminText } from '@/admin/translations'

import { exportConfirmedPath } from './exportConfirmed'

/** Above the subscriber list: downloads the confirmed subscribers as CSV (admins and support). */
export function ExportLink({ i18n, payload, user }: BeforeListTableServerProps) {
  if (!hasRole(user as PayloadRequest['user'], 'admin', 'support')) return null
  const href = `${payload.config.serverURL}${payload.config.routes.api}/newsletter-subscribers${exportConfirmedPath}`
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {adminText(i18n, 'newsletterExportConfirmed')}
      </a>
    </div>
  )
}
