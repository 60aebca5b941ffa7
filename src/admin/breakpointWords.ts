/** The live preview's device sizes in the admin's languages; translations.ts adds them to the admin's words. */
export const breakpointWords = {
  en: { previewMobile: 'Phone', previewTablet: 'Tablet', previewDesktop: 'Desktop' },
  de: { previewMobile: 'Smartphone', previewTablet: 'Tablet', previewDesktop: 'Desktop' },
}

export type BreakpointWord = keyof typeof breakpointWords.en
