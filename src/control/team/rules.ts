import { z } from 'zod'

/** The roles the owner gives (ownership itself moves with transferOwnership). */
export const teamRole = z.enum(['admin', 'member'], { error: 'roleInvalid' })
