import { getTranslations } from 'next-intl/server'

import styles from '@/control/shared/components/control.module.css'
import type { Locale } from '@/i18n/locales'

import type { instanceStatuses } from '../states'

/** An engine's status as the instance lists show it. */
export async function StatusBadge({
  status,
  locale,
}: {
  status: (typeof instanceStatuses)[number]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'control.status' })
  return (
    <span className={styles.badge} data-status={status}>
      {t(status)}
    </span>
  )
}
