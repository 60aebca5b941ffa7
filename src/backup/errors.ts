/** A refusal or failure of backup/restore, worded for the operator (one line, no stack). */
export class BackupError extends Error {
  override name = 'BackupError'
}
