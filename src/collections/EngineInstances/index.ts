import type { CollectionConfig } from 'payload'

import { isCustomerUser, isStaffUser, staffOnly, staffOnlyField } from '@/access'
import { instanceOfMemberOrStaff } from '@/access/customers'

export const instanceStatuses = ['provisioning', 'running', 'failed', 'stopped'] as const

export const EngineInstances: CollectionConfig = {
  slug: 'engine-instances',
  admin: { useAsTitle: 'shopName', group: 'Hosting', defaultColumns: ['shopName', 'organisation', 'status', 'createdAt'] },
  access: {
    read: instanceOfMemberOrStaff,
    create: ({ req }) => isStaffUser(req.user) || isCustomerUser(req.user),
    update: instanceOfMemberOrStaff,
    delete: staffOnly,
  },
  fields: [
    { name: 'organisation', type: 'relationship', relationTo: 'organisations', required: true, index: true },
    { name: 'shopName', type: 'text', required: true, maxLength: 80 },
    { name: 'instanceId', type: 'text', unique: true, index: true, access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'subdomain', type: 'text', unique: true, index: true, access: { create: staffOnlyField, update: staffOnlyField } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'provisioning',
      options: instanceStatuses.map((value) => ({ label: value, value })),
      access: { create: staffOnlyField, update: staffOnlyField },
    },
    { name: 'recipientEmail', type: 'email', required: true },
    { name: 'senderEmail', type: 'email' },
    { name: 'smtpHost', type: 'text' },
    { name: 'smtpUser', type: 'text' },
    { name: 'smtpPassword', type: 'text' },
    { name: 'smtpPort', type: 'number', defaultValue: 587 },
    { name: 'xpub', type: 'text' },
  ],
}
