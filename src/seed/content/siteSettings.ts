import { t } from '../bilingual'
import type { SeedGlobal } from '../types'

export const siteSettings: SeedGlobal = {
  slug: 'site-settings',
  data: {
    brandName: 'Unbound',
    engineName: 'Unbound Engine',
    tagline: t('Headless Commerce ohne Grenzen', 'Headless commerce without limits'),
    contactEmail: 'hello@unbound.example',
    contactPhone: '+41 44 500 12 34',
    supportEmail: 'support@unbound.example',
    staffNotificationEmail: 'leads@unbound.example',
    address: t(
      'Unbound AG\nLimmatstrasse 21\n8005 Zürich\nSchweiz',
      'Unbound AG\nLimmatstrasse 21\n8005 Zurich\nSwitzerland',
    ),
    docsUrl: 'https://docs.unbound.example',
    githubUrl: 'https://github.com/unbound-commerce/engine',
    instanceDomain: 'unbound.cloud',
    sharedMailDomain: 'mail.unbound.cloud',
  },
}
