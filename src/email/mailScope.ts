import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The unit of work an e-mail is sent from, when it is one that may run again after a crash (a
 * queued job: `key` is the job's id). Its e-mails get Message-IDs derived from the key, so a
 * re-run sends the same mail under the same Message-ID, and the one already sent is skipped
 * (sentMarkers.ts).
 */
export type MailScope = { key: string }

const scopes = new AsyncLocalStorage<MailScope>()

export const runInMailScope = <T>(scope: MailScope, run: () => Promise<T>): Promise<T> =>
  scopes.run(scope, run)

export const currentMailScope = (): MailScope | undefined => scopes.getStore()
