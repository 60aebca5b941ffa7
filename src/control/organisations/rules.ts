import { z } from 'zod'

/** An organisation's name, shared by the create and rename forms and the server. */
export const organisationNameLength = { min: 2, max: 80 } as const

export const organisationName = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, { error: 'nameRequired', abort: true })
  .min(organisationNameLength.min, { error: 'nameLength' })
  .max(organisationNameLength.max, { error: 'nameLength' })
