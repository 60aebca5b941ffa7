import { getTranslation } from '@payloadcms/translations'
import type { BeforeListTableServerProps, PayloadRequest } from 'payload'

import { hasRole } from '@/access'

import { exportConfirmedPath } from './exportConfirmed'

const label = {
  en: 'Export confirmed subscribers (CSV)',
  de: 'Bestätigte Abonnenten exportieren (CSV)',
}

/** Above the subscriber list: downloads the confirmed subscribers as CSV (admins and support). */
export function ExportLink({ i18n, payload, user }: BeforeListTableServerProps) {
  if (!hasRole(user as PayloadRequest['user'], 'admin', 'support')) return null
  const href = `${payload.config.serverURL}${payload.config.routes.api}/newsletter-subscribers${exportConfirmedPath}`
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {getTranslation(label, i18n)}
      </a>
    </div>
  )
}
