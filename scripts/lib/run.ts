import { StartupError } from './env'

/** Runs a script body; a StartupError ends it with its one-line message instead of a stack trace. */
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
