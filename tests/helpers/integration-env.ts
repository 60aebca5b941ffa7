// Runs before each integration test file, before Payload's config is imported.
// Next's server environment, which the app runs in: Next's modules pick their AsyncLocalStorage
// when they load, and the files of a worker share the loaded packages (vitest.config.ts).
import 'next/dist/server/node-environment-baseline'

process.env.PAYLOAD_SECRET ||= 'integration-test-secret-0123456789abcdef'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.MAIL_OUTBOX_DIR ||= 'tests/.tmp/outbox'
process.env.JOBS_AUTORUN = 'false'
process.env.PAYLOAD_PUSH_SCHEMA = 'false'
// Hooks run outside Next here: no revalidation requests to whatever listens on the site's port.
process.env.REVALIDATE_URL ||= 'off'
