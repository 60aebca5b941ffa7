/**
 * Sessions of customers and staff: opening one after a sign-in proven without Payload's password
 * log-in. What other features and the config use.
 */
export {
  startSession,
  type AccountCollection,
  type SignInMethod,
  type StartedSession,
} from './start'
