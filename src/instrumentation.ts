/**
 * Starts Payload with its job runner when the server boots, so queued jobs run without a request;
 * with RUN_JOBS=false the queue is left to the workers (`npm run worker`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const [{ getPayload }, { default: config }, { jobsRunHere }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/jobs/runner'),
  ])
  await getPayload({ config, cron: jobsRunHere() })
}
