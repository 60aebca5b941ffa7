import { notFound } from 'next/navigation'
import { Suspense } from 'react'

function Refuse(): never {
  notFound()
}

/**
 * Makes a page that is rendered ISR-style answer HTTP 404 while keeping its server-rendered HTML.
 *
 * A `notFound()` outside a Suspense boundary fails React's HTML shell, and Next 16 then sends an
 * empty recovery document (`<html id="__next_error__">`) whose content only appears after
 * hydration. Thrown inside a boundary, the HTML around it stays, and Next's prerender (which
 * renders ISR pages, also on demand) turns the error into the response status. The boundary sits
 * in <noscript>: the browser never renders React children of <noscript>, so hydration does not
 * retry it and no error reaches the console. Dynamic (streamed) renders answer 200 with it.
 */
export function NotFoundStatus() {
  return (
    <noscript>
      <Suspense fallback={null}>
        <Refuse />
      </Suspense>
    </noscript>
  )
}
