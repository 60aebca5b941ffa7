'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState } from 'react'

import { currentPagePath, shouldTrack } from './tracking'

type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag }

let lastReported: string | null = null

/** Reports one page_view for the current location, unless it was the last one reported. */
function reportPageView(measurementId: string) {
  const win = window as AnalyticsWindow
  const path = currentPagePath(window.location)
  if (path === lastReported || !win.gtag) return
  lastReported = path
  win.gtag('event', 'page_view', {
    send_to: measurementId,
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  })
}

function RouteChangeReporter({ measurementId }: { measurementId: string }) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const search = searchParams?.toString()

  // A route change is complete once the new route has rendered: this effect runs then.
  useEffect(() => {
    reportPageView(measurementId)
  }, [measurementId, pathname, search])

  useEffect(() => {
    const onHashChange = () => reportPageView(measurementId)
    // Same-document navigations that only change the hash through the History API (no hashchange event).
    const { pushState, replaceState } = window.history
    const wrap = (original: History['pushState']): History['pushState'] =>
      function (this: History, ...args) {
        const before = window.location.pathname + window.location.search
        const result = original.apply(this, args)
        const after = window.location.pathname + window.location.search
        if (before === after) queueMicrotask(() => reportPageView(measurementId))
        return result
      }
    window.history.pushState = wrap(pushState)
    window.history.replaceState = wrap(replaceState)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      window.history.pushState = pushState
      window.history.replaceState = replaceState
    }
  }, [measurementId])

  return null
}

/**
 * Google Analytics 4 (gtag.js), added once the page is interactive (a plain script element: no
 * next/script runtime on pages without analytics). Automatic page views are off;
 * every completed route change and hash change sends exactly one page_view with the current path.
 * Nothing loads when the browser sends Global Privacy Control.
 */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    if (!shouldTrack(navigator as Navigator & { globalPrivacyControl?: unknown })) return
    const win = window as AnalyticsWindow
    win.dataLayer = win.dataLayer || []
    if (!win.gtag) {
      win.gtag = function gtag() {
        // gtag.js reads the arguments object itself from the data layer.
        // eslint-disable-next-line prefer-rest-params
        win.dataLayer!.push(arguments)
      }
      win.gtag('js', new Date())
      win.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true })
    }
    if (!document.getElementById('ga-gtag')) {
      const script = document.createElement('script')
      script.id = 'ga-gtag'
      script.async = true
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
      document.head.appendChild(script)
    }
    // The children report page views through gtag: they mount only once its stub exists.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnabled(true)
  }, [measurementId])

  if (!enabled) return null
  return (
    <Suspense fallback={null}>
      <RouteChangeReporter measurementId={measurementId} />
    </Suspense>
  )
}
