import type { TemplateData, TemplateName } from './render'

/** Realistic data for every template, for the preview command and the template tests. */
export const sampleData: { [Name in TemplateName]: TemplateData<Name> } = {
  staffNotification: {
    form: 'Kontakt',
    submissionId: 42,
    submissionLocale: 'de-CH',
    name: 'Heidi Muster',
    fields: [
      { label: 'Name', value: 'Heidi Muster' },
      { label: 'E-Mail', value: 'heidi.muster@example.ch' },
      { label: 'Telefon', value: '+41 44 123 45 67' },
      {
        label: 'Nachricht',
        value: 'Guten Tag\nWir planen einen Onlineshop für unsere Velos. Können Sie uns beraten?',
      },
    ],
  },
  visitorConfirmation: { brand: 'Unbound' },
  newsletterOptIn: {
    brand: 'Unbound',
    confirmToken: '17.1795436800.p3Xq9vK2mW8rT5yL1nB4cZ7hJ0dF6gS',
    unsubscribeToken: '17.a8Kd2nR5tY9wQ3mP7vL1xC4bZ6hJ0fG',
  },
  verification: { token: '5f2c9a0e7b3d41c8a6e29f0b7d4c1e83a9b6d2f0' },
  passwordReset: { token: 'c41e83a9b6d2f05f2c9a0e7b3d41c8a6e29f0b7d' },
  accountExists: {},
  invitation: {
    organisation: 'Velo Holding AG',
    inviter: 'Olivia Owner',
    email: 'invitee@velo-holding.ch',
    token: 'Qm9yZ2FuaXNhdGlvbi1pbnZpdGF0aW9uLXRva2Vu',
  },
  trialEndingSoon: { trialEndsAt: '2026-12-08T16:30:00.000Z', daysLeft: 3 },
  trialLastDay: { trialEndsAt: '2026-12-08T16:30:00.000Z' },
  engineRunning: { shopName: 'Velo Shop', instanceId: 'inst-3f9a1c2b7d4e' },
  engineFailed: {
    shopName: 'Velo Shop',
    instanceId: 'inst-3f9a1c2b7d4e',
    duringLaunch: true,
    step: 'configureEmail',
    message: 'SMTP server mail.velo.example resolves to a non-public address (10.0.0.5): refused',
  },
  emailChangeNotice: { newEmail: 'olivia@velo-holding.ch' },
  emailChangeConfirm: {
    newEmail: 'olivia@velo-holding.ch',
    token: 'ZW1haWwtY2hhbmdlLWNvbmZpcm1hdGlvbi10b2tlbg',
  },
  emailInUse: {},
  engineDeleted: { shopName: 'Velo Shop', instanceId: 'inst-3f9a1c2b7d4e' },
  invitationAccepted: {
    organisation: 'Velo Holding AG',
    organisationId: '7',
    member: 'Ines Invitee (invitee@velo-holding.ch)',
  },
  roleChanged: { organisation: 'Velo Holding AG', organisationId: '7', role: 'admin' },
  securityNotice: {
    kind: 'passwordChanged',
    audience: 'customer',
    at: '2026-11-29T09:15:00.000Z',
    browser: 'Firefox 133',
    os: 'Windows 10',
    method: null,
    supportEmail: 'support@unbound.example',
  },
}
