/** npm run seed: writes whatever demo content is missing (existing documents stay untouched). */
import { getPayload } from 'payload'

import { prepareEnvironment } from '@/server/environment'
import { adminCredentials } from '@/server/secrets'
import { runOrExplain } from '@/server/startupError'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || 'production' })
  prepareEnvironment()
  const { default: config } = await import('@payload-config')
  const { seed } = await import('@/seed')
  const payload = await getPayload({ config })
  const { email, password } = adminCredentials()
  await seed(payload, { adminEmail: email, adminPassword: password, log: console.log })
  await payload.destroy()
  process.exit(0)
})
