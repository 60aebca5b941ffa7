/** Escapes text for HTML bodies: a visitor's input is never markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** One line for a header (the subject): line breaks would let input add headers of its own. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').slice(0, 400)
}
