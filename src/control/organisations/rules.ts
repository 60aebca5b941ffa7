import { z } from 'zod'

import { idInput } from '@/graphql/zodGraphQL'

/** An organisation's name, shared by the create and rename forms and the server. */
export const organisationNameLength = { min: 2, max: 80 } as const

export const organisationName = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, { error: 'nameRequired', abort: true })
  .min(organisationNameLength.min, { error: 'nameLength' })
  .max(organisationNameLength.max, { error: 'nameLength' })

/** createMyOrganisation's input (the creator becomes the owner). */
export const organisationInput = z.object({ name: organisationName })

/** renameOrganisation's input (the owner only). */
export const renameInput = z.object({ id: idInput, name: organisationName })
