/**
 * Sessions of customers and staff: opening one after a sign-in proven without Payload's password
 * log-in, recording every session (also Payload's own log-ins). What other features and the
 * config use.
 */
export { AccountDevices, AccountSessions } from './collection'
export { forgetDeletedAccount, passwordChangeEndsSessions, recordPasswordSession } from './hooks'
export { startSession, type StartedSession } from './start'
export type { AccountCollection } from './types'
export { securityEvent } from './securityEvent'
export { sendSecurityEmailTask } from './jobs/sendSecurityEmail'
export { sessionLastSeen } from './lastSeen'
