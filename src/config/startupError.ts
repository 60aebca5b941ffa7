/**
 * A start-up failure the operator can fix, above all a bad setting: shown as its one-line message
 * (naming the variable, what is wrong with its value and the expected form), without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}

/**
 * Runs a command's body; a StartupError ends it with its one-line message instead of a stack trace.
 *
 * A body that can no longer settle (still pending while Node's event loop has nothing left to wait
 * for, as when an import deadlocks) ends the process with a message and exit code 1, never with
 * exit code 0 halfway through. The server's commands run with `--conditions=production`, which
 * spares Node the one such deadlock seen here: Lexical's Node entry points await a dynamic import
 * at top level inside an import cycle, which Node 20 can leave unsettled on a busy machine.
 */
export function runOrExplain(main: () => unknown | Promise<unknown>): void {
  let settled = false
  process.once('beforeExit', () => {
    if (settled) return
    console.error(
      '✖ The command stopped halfway: it waits for something that can no longer finish.',
    )
    process.exit(1)
  })
  Promise.resolve()
    .then(main)
    .then(
      () => {
        settled = true
      },
      (error: unknown) => {
        settled = true
        if (error instanceof StartupError) {
          console.error(`✖ ${error.message}`)
        } else {
          console.error(error)
        }
        process.exit(1)
      },
    )
}
