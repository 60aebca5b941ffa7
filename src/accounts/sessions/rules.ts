import { z } from 'zod'

import { idInput } from '@/graphql/zodGraphQL'

/** Ending one session of the signed-in account: its id in the list (mySessions). */
export const endSessionInput = z.object({ id: idInput.min(1, 'sessionNotFound') })

export const signInMethods = z
  .enum(['password', 'passkey', 'totp', 'recoveryCode'])
  .meta({ id: 'SignInMethod' })
