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
 * Until the body settles the process is held open: a pending `WebAssembly.compile` does not keep
 * Node's event loop alive (nodejs/node#36616), and Node's module loader compiles one (its CommonJS
 * lexer) the first time an ES module imports a CommonJS one, so a start-up's `import('payload')`
 * could otherwise end the process with exit code 0 halfway, on a busy machine.
 */
export function runOrExplain(main: () => unknown | Promise<unknown>): void {
  const hold = setInterval(() => undefined, 60_000)
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
    .finally(() => clearInterval(hold))
}
