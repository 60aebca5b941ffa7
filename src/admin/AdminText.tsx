'use client'

import { useSyncExternalStore } from 'react'

import { breakpointWords, type BreakpointWord } from './breakpointWords'

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}
const adminLanguage = () => document.documentElement.lang

/**
 * One of the live preview's device sizes, in the language the admin is shown in, where Payload
 * takes a fixed string from the config and shows it as it is. The config is loaded outside the
 * browser too (scripts, tests), so this reads the admin language from the page (Payload sets
 * `<html lang>` to it) rather than from Payload's client providers; it renders in the browser
 * only. Being referenced by the config, it lands in every page's scripts, the site's included:
 * it carries these few words, not the admin's dictionary.
 */
export function AdminText({ name }: { name: BreakpointWord }) {
  const language = useSyncExternalStore(subscribe, adminLanguage, () => null)
  if (!language) return null
  return (language === 'de' ? breakpointWords.de : breakpointWords.en)[name]
}
