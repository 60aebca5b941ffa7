/** Tags of the data cache (`unstable_cache`): readers tag their entries, src/cache/revalidate.ts expires them. */
export const siteSettingsTag = 'global:site-settings'
