/** npm run seed: writes whatever demo content is missing (existing documents stay untouched). */
import { getPayload } from 'payload'

import { runOrExplain } from '@/config/startupError'
import { prepareEnvironment } from '@/server/environment'
import { adminCredentials } from '@/server/secrets'

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
