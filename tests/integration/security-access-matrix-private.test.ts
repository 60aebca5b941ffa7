import { runMatrix } from '../helpers/access-matrix/run'

/** Access matrix, part 2: customers, hosting, submissions, files and Payload's own collections. */
runMatrix({
  slugs: [
    'customers',
    'organisations',
    'engine-instances',
    'newsletter-subscribers',
    'form-submissions',
    'exports',
    'imports',
    'locks',
    'passkeys',
    'passkey-challenges',
    'account-sessions',
    'account-devices',
    'two-step-factors',
    'translation-states',
    'payload-kv',
    'payload-migrations',
    'payload-jobs',
    'payload-locked-documents',
    'payload-preferences',
  ],
  globals: [],
})
