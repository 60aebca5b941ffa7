/** A start-up failure the operator can fix: shown as its one-line message, without a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError'
}

/** Runs a command's body; a StartupError ends it with its one-line message instead of a stack trace. */
export function runOrExplain(main: () => unknown | Promise<unknown>): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      if (error instanceof StartupError) {
        console.error(`✖ ${error.message}`)
      } else {
        console.error(error)
      }
      process.exit(1)
    })
}
