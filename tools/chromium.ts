/** Debian's Chromium and the flags it needs on these machines (no sandbox, no network chatter). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The end-to-end tests' browser: every site in one renderer process per page, and scripts run
 * without V8's optimising compiler. Pages there live for seconds, so optimising their scripts
 * costs more processor time than it saves (about a fifth of the browser's time in the suite).
 * Measurements (Lighthouse, screenshots) keep the browser as visitors have it.
 */
export const testChromiumFlags = [
  ...chromiumFlags,
  '--disable-site-isolation-trials',
  '--js-flags=--no-opt',
]
