import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { hasRole, isStaffUser, nobody, nobodyField } from '@/access'

/**
 * Editors and admins see and use everything (changes, confirmation, hand-off); support staff
 * see the status only; customers and visitors nothing.
 */
export const seesStatus = (req: PayloadRequest) => isStaffUser(req.user)
export const translates = (req: PayloadRequest) => hasRole(req.user, 'admin', 'editor')

/** The store: staff read it; only the server writes it (hooks and endpoints, Local API). */
export const storeAccess: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  read: ({ req }) => seesStatus(req),
  create: nobody,
  update: nobody,
  delete: nobody,
}

/** The stored state holds the texts of drafts: editors and admins only. */
export const stateFieldAccess: Record<'read' | 'create' | 'update', FieldAccess> = {
  read: ({ req }) => translates(req),
  create: nobodyField,
  update: nobodyField,
}

/** The status on documents: staff read it, nobody writes it (the server derives it). */
export const statusFieldAccess: Record<'read' | 'create' | 'update', FieldAccess> = {
  read: ({ req }) => seesStatus(req),
  create: nobodyField,
  update: nobodyField,
}
