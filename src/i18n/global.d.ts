import type { Locale } from './locales'
import type common from './messages/de-CH/common.json'
import type control from './messages/de-CH/control.json'
import type email from './messages/de-CH/email.json'
import type forms from './messages/de-CH/forms.json'
import type site from './messages/de-CH/site.json'

/** The de-CH catalogues are the reference shape of every message key (a unit test keeps en equal). */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof common & typeof site & typeof forms & typeof control & typeof email
  }
}
