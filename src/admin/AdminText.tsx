'use client'

import { useSyncExternalStore } from 'react'

import { adminNamespace, adminTranslations } from './translations'

type Words = (typeof adminTranslations)['en'][typeof adminNamespace]
/** The admin's own words without count variants (`_one`, `_other`): a label, not a sentence. */
export type PlainAdminTextKey = Exclude<keyof Words, `${string}_${string}`>

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}
const adminLanguage = () => document.documentElement.lang

/**
 * One of the admin's own words, in the language the admin is shown in, for a place where Payload
 * takes a fixed string from the config and shows it as it is (the live preview's breakpoint
 * labels). The config is loaded outside the browser too (scripts, tests), so this reads the admin
 * language from the page (Payload sets `<html lang>` to it) rather than from Payload's client
 * providers; it renders in the browser only.
 */
export function AdminText({ name }: { name: PlainAdminTextKey }) {
  const language = useSyncExternalStore(subscribe, adminLanguage, () => null)
  if (!language) return null
  const words = language === 'de' ? adminTranslations.de : adminTranslations.en
  return words[adminNamespace][name]
}
