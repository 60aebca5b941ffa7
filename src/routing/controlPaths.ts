import { localePrefixes, type Locale } from '@/i18n/locales'

/** Paths of the sign-in screens and the control area (ROUTES.md). */
export const controlPaths = (locale: Locale) => {
  const prefix = localePrefixes[locale]
  return {
    signup: `${prefix}/signup`,
    login: `${prefix}/login`,
    forgotPassword: `${prefix}/forgot-password`,
    resetPassword: `${prefix}/reset-password`,
    verify: `${prefix}/verify`,
    control: `${prefix}/control`,
    organisations: `${prefix}/control/organisations`,
    newOrganisation: `${prefix}/control/organisations/new`,
    organisation: (id: string | number) => `${prefix}/control/organisations/${id}`,
    instances: (orgId: string | number) => `${prefix}/control/organisations/${orgId}/instances`,
    newInstance: (orgId: string | number) =>
      `${prefix}/control/organisations/${orgId}/instances/new`,
    apiTokens: (orgId: string | number) => `${prefix}/control/organisations/${orgId}/api-tokens`,
    instance: (instanceId: string) =>
      `${prefix}/control/instances/${encodeURIComponent(instanceId)}`,
    join: `${prefix}/control/join`,
    account: `${prefix}/control/account`,
  }
}

/**
 * Where to go after log-in: only a same-site control-area path of either locale
 * (`/de/control…`, `/en/control…`), never another host, protocol-relative URL or other page.
 */
export function safeNextPath(next: unknown, locale: Locale): string {
  const fallback = controlPaths(locale).control
  if (typeof next !== 'string' || next.length > 500) return fallback
  if (!/^\/(de|en)\/control(?:[/?#]|$)/.test(next)) return fallback
  if (/[\\\s]|\/\/|\/\.\.?(?:\/|$)|%2f|%5c/i.test(next.split('?')[0])) return fallback
  return next
}
