/**
 * npm run bench:forms — load check of the contact form against a running app (started with a
 * raised limit, e.g. RATE_LIMIT_MULTIPLIER=1000 npm start). `npm run bench` runs it too, on its
 * own server. BENCH_FORMS_TOTAL (500) submissions from BENCH_FORMS_CONCURRENCY (20) clients;
 * prints JSON with accepted, refused and stored (staff log-in: ADMIN_EMAIL / ADMIN_PASSWORD or
 * data/.admin-password).
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:forms
 */
import { runOrExplain } from '@/config/startupError'
import { prepareEnvironment } from '@/server/environment'
import { adminCredentials } from '@/server/secrets'

import { runFormsLoad } from './formsLoad'

runOrExplain(async () => {
  prepareEnvironment()
  const base = (
    process.env.BENCH_URL ||
    process.env.SITE_URL ||
    `http://127.0.0.1:${process.env.PORT || 3000}`
  ).replace(/\/+$/, '')
  const result = await runFormsLoad({
    base,
    total: Number(process.env.BENCH_FORMS_TOTAL || 500),
    concurrency: Number(process.env.BENCH_FORMS_CONCURRENCY || 20),
    admin: adminCredentials(),
  })
  console.log(JSON.stringify(result, null, 2))
  if (!result.acceptedEqualsStored) process.exitCode = 1
})
