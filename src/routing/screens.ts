/**
 * First path segments (after the language) of the screens the app renders itself rather than
 * from a CMS document: the sign-in screens, the control area, the newsletter links and the search.
 * Every other path below a language belongs to a document, or shows nothing.
 */
const appScreens = new Set([
  'signup',
  'login',
  'forgot-password',
  'reset-password',
  'verify',
  'control',
  'newsletter',
  'search',
  'suche',
])

export const isAppScreen = (firstSegment: string | undefined): boolean =>
  firstSegment !== undefined && appScreens.has(firstSegment)
