import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'

import { anyone, staffOnly } from '@/access'

export const formsPlugin = formBuilderPlugin({
  fields: { payment: false, country: false, state: false, upload: false },
  formOverrides: {
    admin: { group: 'Forms' },
    access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  },
  formSubmissionOverrides: {
    admin: { group: 'Forms' },
    access: { read: staffOnly, create: anyone, update: staffOnly, delete: staffOnly },
  },
})
