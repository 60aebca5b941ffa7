/** The brand mark: an open ring (unbound) around a dot. Decorative; the brand name is text. */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg className="logo" aria-hidden="true" viewBox="0 0 32 32" width={size} height={size}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
      <path
        d="M21.5 9.8A8.2 8.2 0 1 0 24 16"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="3" fill="var(--color-accent)" />
    </svg>
  )
}
