'use client'

import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminText } from '@/admin/translations'

/**
 * In a customer's sidebar: queues the customer's own password-reset e-mail (support and admins),
 * the way to help someone locked out without ever knowing their password.
 */
export function SendPasswordReset() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const [sending, setSending] = useState(false)
  if (!id) return null

  const send = async () => {
    setSending(true)
    try {
      const response = await fetch(`${serverURL}${api}/customers/${id}/send-password-reset`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      })
      const body = (await response.json().catch(() => null)) as {
        message?: string
        errors?: { message?: string }[]
      } | null
      const message = body?.message ?? body?.errors?.[0]?.message
      if (response.ok)
        toast.success(message ?? adminText(i18n, 'passwordResetQueued', { email: '' }))
      else toast.error(message ?? adminText(i18n, 'passwordResetFailed'))
    } catch {
      toast.error(adminText(i18n, 'passwordResetFailed'))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={send} disabled={sending}>
        {adminText(i18n, 'passwordResetSend')}
      </Button>
      <p className="field-description">{adminText(i18n, 'passwordResetHelp')}</p>
    </div>
  )
}
