import { notFound } from 'next/navigation'

import { routeLocale } from '@/control/shared/components/Shell'
import { requireCustomer } from '@/control/shared/session'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Any other path under the control area: the log-in for a visitor (as on every control page),
 * the localized not-found page for a signed-in customer.
 */
export default async function UnknownControlPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { rest } = await params
  await requireCustomer(locale, `${controlPaths(locale).control}/${rest.join('/')}`)
  notFound()
}
