import path from 'node:path'

export const e2ePort = () => Number(process.env.E2E_PORT || 3100)
export const e2eSmtpPort = () => e2ePort() + 1000
export const e2eBaseUrl = () => `http://127.0.0.1:${e2ePort()}`
/** Every e-mail the in-process SMTP server receives during the run is written here as an .eml file. */
export const e2eMailDir = () => path.resolve(import.meta.dirname, `../../.tmp/e2e-${e2ePort()}/mail`)
export const e2eDataDir = () => path.resolve(import.meta.dirname, `../../.tmp/e2e-${e2ePort()}`)
