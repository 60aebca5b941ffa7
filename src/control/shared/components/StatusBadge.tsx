import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './control.module.css'

export async function StatusBadge({ status, locale }: { status: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'control.status' })
  return (
    <span className={styles.badge} data-status={status}>
      {t.has(status as never) ? t(status as never) : status}
    </span>
  )
}
