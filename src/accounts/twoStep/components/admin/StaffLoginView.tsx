import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import { PayloadLogo } from '@payloadcms/ui/shared'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { StaffLoginForm } from './StaffLoginForm'

/**
 * The admin's log-in view (admin.components.views.login): Payload's own layout and its
 * beforeLogin / afterLogin components, with a form that asks for the authenticator code after
 * the password, or, while the staff policy requires a second factor, sets one up first.
 */
export function StaffLoginView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { locale, permissions, req } = initPageResult
  const { i18n, payload, user } = req
  const { config } = payload
  const adminRoute = config.routes.admin
  const redirectTo = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (user) redirect(redirectTo)
  const serverProps = { i18n, locale, params, payload, permissions, searchParams, user }
  const { beforeLogin, afterLogin, graphics } = config.admin.components ?? {}
  return (
    <>
      <div className="login__brand">
        {RenderServerComponent({
          Component: graphics?.Logo,
          Fallback: PayloadLogo,
          importMap: payload.importMap,
          serverProps,
        })}
      </div>
      {RenderServerComponent({ Component: beforeLogin, importMap: payload.importMap, serverProps })}
      <StaffLoginForm
        apiRoute={`${config.serverURL ?? ''}${config.routes.api}`}
        userSlug={config.admin.user}
        redirectTo={redirectTo}
        forgotPath={formatAdminURL({ adminRoute, path: config.admin.routes.forgot })}
      />
      {RenderServerComponent({ Component: afterLogin, importMap: payload.importMap, serverProps })}
    </>
  )
}
