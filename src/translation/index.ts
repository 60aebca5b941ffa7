/** Translation status and the XLIFF hand-off: what Payload's plugins use. */
export { translationPlugin } from './plugin'
