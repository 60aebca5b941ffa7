/**
 * npm run seed: writes whatever demo content is missing (existing documents stay untouched); on an
 * empty database, or after a seed that stopped halfway, it seeds as the first start does.
 */
import { getPayload } from 'payload'

import { runOrExplain } from '@/config/startupError'
import { prepareEnvironment } from '@/server/environment'
import { adminCredentials } from '@/server/secrets'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || 'production' })
  prepareEnvironment()
  const { default: config } = await import('@payload-config')
  const { demoContentNeeds, seed, writeDemoContent } = await import('@/seed')
  const payload = await getPayload({ config })
  const { email, password } = adminCredentials()
  const options = { adminEmail: email, adminPassword: password, log: console.log }
  const need = await demoContentNeeds(payload)
  await (need ? writeDemoContent(payload, need, options) : seed(payload, options))
  await payload.destroy()
  process.exit(0)
})
