// Stands in for the `server-only` marker in tests (vitest.config.ts).
export {}
