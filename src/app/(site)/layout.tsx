import type { ReactNode } from 'react'

/**
 * The site's root layout passes its children through; [locale]/layout.tsx renders <html>. Next
 * renders a root layout that has a slot besides `children` (here @header and @footer) a second time, with its
 * not-found page, into every page's payload (create-component-tree.js, "a hack to support
 * unmatched parallel routes"): one level down, each page and 404 carries its layout once.
 */
export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return children
}
