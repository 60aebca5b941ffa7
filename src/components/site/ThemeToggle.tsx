/**
 * Switches between the light and the dark colour scheme (the inline theme script does the work;
 * it also sets aria-pressed to the scheme in use, so the server's value may differ).
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="site-nav__utility theme-toggle"
      data-theme-toggle=""
      aria-pressed="false"
      suppressHydrationWarning
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
