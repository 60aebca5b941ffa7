import type { CollectionConfig } from 'payload'

import { staffOnlyField } from '@/access'
import { memberOrStaff, ownerOrStaff } from '@/access/customers'
import { isCustomerUser, isStaffUser } from '@/access'

export const Organisations: CollectionConfig = {
  slug: 'organisations',
  admin: { useAsTitle: 'name', group: 'Hosting', defaultColumns: ['name', 'owner', 'createdAt'] },
  access: {
    read: memberOrStaff,
    create: ({ req }) => isStaffUser(req.user) || isCustomerUser(req.user),
    update: ownerOrStaff,
    delete: ownerOrStaff,
  },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 2, maxLength: 80 },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      access: { update: staffOnlyField },
    },
    {
      name: 'members',
      type: 'array',
      access: { update: staffOnlyField },
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
        {
          name: 'role',
          type: 'select',
          required: true,
          defaultValue: 'member',
          options: [
            { label: 'Owner', value: 'owner' },
            { label: 'Member', value: 'member' },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeValidate: [
      ({ data, operation, req }) => {
        if (operation !== 'create' || !data) return data
        // The creator always becomes the owner, whatever the request said.
        if (isCustomerUser(req.user) && req.user) {
          return { ...data, owner: req.user.id, members: [{ customer: req.user.id, role: 'owner' }] }
        }
        if (data.owner && !data.members?.length) return { ...data, members: [{ customer: data.owner, role: 'owner' }] }
        return data
      },
    ],
  },
}
