import { formatWithOptions, stripVTControlCharacters } from 'node:util'

import type { Logger } from 'pino'

type Level = 'debug' | 'info' | 'warn' | 'error'

const consoleLevels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }

/**
 * Next's image optimizer logs at `error` that the image a visitor named answered with a 4xx
 * (`⨯ internal image response failed for /api/media/file/… 404`): the visitor's mistake, which
 * the logger keeps at `info` as it does Payload's refusals.
 */
const imageFetchFailed = /^(?:internal|upstream) image response failed for$/

function levelOf(method: Level, args: unknown[]): Level {
  const status = args.at(-1)
  const refusedImage =
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    args.some((arg) => typeof arg === 'string' && imageFetchFailed.test(arg))
  return refusedImage ? 'info' : method
}

/** The printable text of console arguments or a stream chunk: no colours, no outer blank lines. */
function textOf(args: unknown[]): string {
  return stripVTControlCharacters(formatWithOptions({ colors: false }, ...args)).trim()
}

function chunkText(chunk: unknown, encoding: unknown): string {
  if (typeof chunk === 'string') return chunk
  const bytes = chunk as Uint8Array
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  )
}

/**
 * From now on, everything this process prints goes through `logger`, one line per call: console's
 * methods at their level (an Error among the arguments as `err`, so the logger's refusal rules
 * apply to it), and any other write to stdout at `info`, to stderr at `error`. The printed text is
 * the line's `msg`, so a newline or control character in it (a visitor's URL in one of Next's
 * messages) is escaped by JSON, never the start of a line of its own.
 */
export function routeProcessOutputTo(logger: Logger): void {
  const original = process.stderr.write.bind(process.stderr)
  let writing = false
  const emit = (level: Level, args: unknown[]) => {
    // A line the logger itself prints while writing one (a warning of its own) goes out as is.
    if (writing) return void original(`${textOf(args)}\n`)
    const error = args.find((arg) => arg instanceof Error)
    const message = textOf(args.filter((arg) => arg !== error))
    if (!error && !message) return
    writing = true
    try {
      if (error) logger[level]({ err: error }, message || error.message)
      else logger[level](message)
    } finally {
      writing = false
    }
  }

  for (const [method, level] of Object.entries(consoleLevels) as [keyof Console, Level][])
    Object.defineProperty(console, method, {
      value: (...args: unknown[]) => emit(levelOf(level, args), args),
      writable: true,
      configurable: true,
    })

  for (const [stream, level] of [
    [process.stdout, 'info'],
    [process.stderr, 'error'],
  ] as const)
    stream.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      emit(level, [chunkText(chunk, encoding)])
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done as () => void)
      return true
    }) as typeof stream.write
}
