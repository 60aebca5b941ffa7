/** The seed's records in the locks collection: begun, and run to its end. */
export const seedMarkers = { started: 'seed:started', complete: 'seed:complete' } as const
