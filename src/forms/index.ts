/**
 * The site's forms (contact, audit, offer, newsletter): what the config, the job list, the seed
 * and other features use. Pages, blocks and globals render its components/; its GraphQL part is
 * ./schema.ts.
 */
export { formsPlugin } from './plugin'
export { createOfferForm } from './offerForm'
export { notifySubmissionTask } from './jobs/notifySubmission'
export { formsRetentionTask } from './jobs/formsRetention'
export { NewsletterSubscribers } from './newsletter/collection'
export { sendNewsletterOptInTask } from './newsletter/optInJob'
