import { createElement } from 'react'

import { AdminText } from './AdminText'
import type { BreakpointWord } from './breakpointWords'

type Breakpoint = { label: string; name: string; width: number; height: number }

/**
 * A breakpoint label in the admin's language. Payload shows `label` as it is (a string in its
 * types, one for every language), inside a client component of the live-preview toolbar: an
 * element that renders the word for the current admin language goes there instead.
 */
const label = (name: BreakpointWord): string =>
  createElement(AdminText, { name }) as unknown as string

/** The device sizes of the live preview toolbar, for every collection with a live preview (Payload adds "Responsive"). */
export const livePreviewBreakpoints: Breakpoint[] = [
  { label: label('previewMobile'), name: 'mobile', width: 390, height: 844 },
  { label: label('previewTablet'), name: 'tablet', width: 820, height: 1180 },
  { label: label('previewDesktop'), name: 'desktop', width: 1440, height: 900 },
]
