import { breakpointWords } from './breakpointWords'

/**
 * The admin's own words (dashboard, custom fields and views, messages of hooks), registered as
 * Payload custom translations (`i18n.translations`) so they follow the admin language like
 * Payload's. Placeholders are Payload's `{{name}}`; `_one`/`_other` variants pick by `count`.
 * German in Swiss orthography ("ss", never "ß").
 */
const en = {
  dashboardTitle: 'What needs you',
  dashboardLeads: 'Leads of the last 7 days',
  dashboardNoLeads: 'No leads in the last 7 days.',
  dashboardReceived: 'received',
  dashboardNew: 'new',
  dashboardMails: 'E-mails failing or retrying',
  dashboardMailsFailed: 'failed',
  dashboardMailsRetrying: 'retrying',
  dashboardNoMails: 'No e-mail is failing.',
  dashboardAttempts: 'attempts',
  dashboardInstances: 'Instances',
  dashboardInstancesStuck: 'provisioning without progress for over 15 minutes',
  dashboardInstancesFailed: 'failed',
  dashboardTrials: 'Trials ending in the next 7 days',
  dashboardNewsletter: 'Newsletter confirmations this month',
  dashboardDrafts: 'Drafts waiting',
  dashboardNoDrafts: 'No drafts waiting.',
  dashboardScheduled: 'Scheduled publications',
  mediaUnused: 'This file is not used anywhere.',
  mediaUsedIn_one: 'Used in {{count}} place:',
  mediaUsedIn_other: 'Used in {{count}} places:',
  mediaQuoted: '“{{title}}”',
  mediaStillUsed_one:
    'This file is still in use and cannot be deleted: {{where}}. Remove it there first.',
  mediaStillUsed_other:
    'These {{count}} files are still in use and cannot be deleted: {{where}}. Remove them there first.',
  newsletterExportConfirmed: 'Export confirmed subscribers (CSV)',
  slugInvalid: 'Use lower-case letters, digits and single hyphens only.',
  leadAssignSelfOnly:
    'Support staff can assign a lead only to themselves or remove the assignee; an admin assigns it to someone else.',
  loginLimitsUnavailable:
    'Log-in is unavailable for a moment (the shared rate limits cannot be reached). Please try again shortly.',
  passwordResetSend: 'Send password-reset e-mail',
  passwordResetHelp:
    'For a customer who cannot log in: they receive the link in their language (valid for 1 hour) and choose a new password themselves. Staff never see or set it.',
  passwordResetQueued: 'A password-reset e-mail is on its way to {{email}}.',
  passwordResetFailed: 'The e-mail could not be queued. Please try again.',
  passwordResetClosedAccount: 'This account is closed: it receives no e-mail.',
  customerCredentialsClosed:
    "Staff cannot set a customer's password or e-mail address. Send a password-reset e-mail instead.",
  ...breakpointWords.en,
  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'Sign in with your fingerprint, face or device PIN instead of your password. Only the public key of a passkey is stored.',
  passkeysEmpty: 'You have no passkey yet.',
  passkeysName: 'Name of the passkey',
  passkeysNameHelp: 'For example “Office laptop” or “Phone”, so you can tell your passkeys apart.',
  passkeysAdd: 'Add passkey',
  passkeysAdding: 'Waiting for your device …',
  passkeysAdded: 'The passkey “{{name}}” was added. You are signed out everywhere else.',
  passkeysCreated: 'Added',
  passkeysLastUsed: 'Last used',
  passkeysNever: 'Never',
  passkeysRemove: 'Remove',
  passkeysRemoveLabel: 'Remove the passkey “{{name}}”',
  passkeysRemoveIntro: 'Confirm with your password or with another of your passkeys.',
  passkeysPassword: 'Current password',
  passkeysRemoveWithPassword: 'Remove with password',
  passkeysRemoveWithPasskey: 'Confirm with another passkey',
  passkeysCancel: 'Cancel',
  passkeysRemoved: 'The passkey “{{name}}” was removed. You are signed out everywhere else.',
  passkeysSignIn: 'Sign in with a passkey',
  passkeysSigningIn: 'Waiting for your passkey …',
  passkeyCancelled: 'The passkey prompt was cancelled or timed out. Nothing was changed.',
  passkeyUnsupported: 'This browser cannot use passkeys.',
  passkeyUnavailable: 'Passkeys cannot be used at this address of the site.',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyExists: 'This device already holds a passkey for your account.',
  passkeyLimit: 'You have reached the maximum of 20 passkeys. Remove one first.',
  passkeyNameRequired: 'Please give the passkey a name.',
  passkeyNameTooLong: 'The name may have at most 60 characters.',
  passkeyNotFound: 'This passkey no longer exists. Reload the page.',
  passkeyConfirmationRequired: 'Confirm with your password or with another passkey.',
  passkeyWrongPassword: 'The password is not correct.',
  passkeyNoOther: 'You have no other passkey: confirm with your password.',
  passkeyLastStaffFactor:
    'Staff must have a second factor: turn on the authenticator app or add another passkey before removing this one.',
  passkeyTooManyRequests: 'Too many attempts. Please wait 15 minutes and try again.',
  twoStepTitle: 'Two-step sign-in',
  twoStepIntro:
    'After your password, the admin asks for a code from an authenticator app on your phone.',
  twoStepIsOn: 'Two-step sign-in is on. Recovery codes left: {{count}}.',
  twoStepIsOff: 'Two-step sign-in is off.',
  twoStepSetUp: 'Set up two-step sign-in',
  twoStepScan: 'Scan this QR code with your authenticator app, or type the key below into it.',
  twoStepQrLabel: 'QR code for the authenticator app',
  twoStepSecret: 'Key',
  twoStepCode: 'Code from the authenticator app',
  twoStepCodeOrRecovery: 'Code from the authenticator app or a recovery code',
  twoStepConfirm: 'Turn on',
  twoStepRecoveryTitle: 'Your recovery codes',
  twoStepRecoveryHelp:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  twoStepCopy: 'Copy',
  twoStepCopied: 'Copied.',
  twoStepDownload: 'Download',
  twoStepDisable: 'Turn off',
  twoStepRegenerate: 'New recovery codes',
  twoStepManageHelp:
    'To turn it off or get new recovery codes, enter a current code or a recovery code.',
  twoStepDisabled: 'Two-step sign-in is now off.',
  twoStepContinue: 'Continue to the admin',
  twoStepSaved: 'I have saved the codes',
  twoStepCodeTitle: 'Enter the code',
  twoStepCodeHelp:
    'Open your authenticator app and enter the 6-digit code for Unbound. Lost your phone? Enter one of your recovery codes.',
  twoStepVerify: 'Sign in',
  twoStepSetUpRequired:
    'A second factor is required for staff. Set up an authenticator app to continue.',
  twoStepCodeInvalid: 'This code is not valid. Enter the current code (each code works once).',
  twoStepTicketInvalid:
    'This sign-in has expired or had too many wrong codes. Please log in again.',
  twoStepTooMany: 'Too many attempts. Please wait 15 minutes and try again.',
  twoStepSetUpExpired: 'The set-up has expired. Please start it again.',
  twoStepAlreadyOn: 'Two-step sign-in is already on.',
  twoStepRequiredByPolicy:
    'A second factor is required for staff: two-step sign-in cannot be turned off.',
  twoStepPolicyOwnFactor:
    'Set up a second factor for your own account first (two-step sign-in on your account page).',
  twoStepError: 'Something went wrong. Please try again.',
  sessionsTitle: 'Sessions',
  sessionsIntro:
    'You are signed in on these devices. End a session you do not recognise, then change your password.',
  sessionsLoading: 'Loading your sessions …',
  sessionsEmpty: 'You are not signed in on any device.',
  sessionsCaption: 'Your signed-in sessions',
  sessionsColumnDevice: 'Device',
  sessionsColumnMethod: 'Sign-in',
  sessionsColumnCreated: 'Signed in',
  sessionsColumnLastSeen: 'Last active',
  sessionsColumnActions: 'Actions',
  sessionsDevice: '{{browser}} on {{os}}',
  sessionsUnknownDevice: 'Unknown device',
  sessionsPhone: 'phone',
  sessionsTablet: 'tablet',
  sessionsMethodPassword: 'Password',
  sessionsMethodPasskey: 'Passkey',
  sessionsMethodTotp: 'Password and authenticator code',
  sessionsMethodRecoveryCode: 'Password and recovery code',
  sessionsThisDevice: 'This device',
  sessionsEnd: 'End',
  sessionsEndLabel: 'End the session on {{device}}',
  sessionsEndQuestion: 'End the session on {{device}}? It will have to sign in again.',
  sessionsEndOthers: 'End all other sessions',
  sessionsEndOthersQuestion:
    'End every other session? Those devices will have to sign in again; this one stays signed in.',
  sessionsConfirm: 'Yes, end',
  sessionsCancel: 'Cancel',
  sessionsEnded: 'The session on {{device}} has ended.',
  sessionsEndedOthers_one: 'One other session has ended.',
  sessionsEndedOthers_other: '{{count}} other sessions have ended.',
  sessionsNotFound: 'This session no longer exists. The list has been reloaded.',
  sessionsLoadFailed: 'Your sessions could not be loaded. Please reload the page.',
  sessionsTooMany: 'Too many attempts. Please wait 15 minutes and try again.',
  sessionsError: 'Something went wrong. Please try again.',
}

const de: typeof en = {
  dashboardTitle: 'Was ansteht',
  dashboardLeads: 'Anfragen der letzten 7 Tage',
  dashboardNoLeads: 'Keine Anfragen in den letzten 7 Tagen.',
  dashboardReceived: 'eingegangen',
  dashboardNew: 'neu',
  dashboardMails: 'E-Mails mit Fehlern oder Wiederholungen',
  dashboardMailsFailed: 'fehlgeschlagen',
  dashboardMailsRetrying: 'werden wiederholt',
  dashboardNoMails: 'Keine E-Mail schlägt fehl.',
  dashboardAttempts: 'Versuche',
  dashboardInstances: 'Instanzen',
  dashboardInstancesStuck: 'seit über 15 Minuten ohne Fortschritt in Bereitstellung',
  dashboardInstancesFailed: 'fehlgeschlagen',
  dashboardTrials: 'Testphasen, die in 7 Tagen enden',
  dashboardNewsletter: 'Newsletter-Bestätigungen diesen Monat',
  dashboardDrafts: 'Wartende Entwürfe',
  dashboardNoDrafts: 'Keine wartenden Entwürfe.',
  dashboardScheduled: 'Geplante Veröffentlichungen',
  mediaUnused: 'Diese Datei wird nirgends verwendet.',
  mediaUsedIn_one: 'Verwendet an {{count}} Stelle:',
  mediaUsedIn_other: 'Verwendet an {{count}} Stellen:',
  mediaQuoted: '«{{title}}»',
  mediaStillUsed_one:
    'Diese Datei wird noch verwendet und kann nicht gelöscht werden: {{where}}. Entfernen Sie sie zuerst dort.',
  mediaStillUsed_other:
    'Diese {{count}} Dateien werden noch verwendet und können nicht gelöscht werden: {{where}}. Entfernen Sie sie zuerst dort.',
  newsletterExportConfirmed: 'Bestätigte Abonnenten exportieren (CSV)',
  slugInvalid: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche verwenden.',
  leadAssignSelfOnly:
    'Der Support kann eine Anfrage nur sich selbst zuweisen oder die Zuweisung entfernen; anderen Personen weist sie ein Admin zu.',
  loginLimitsUnavailable:
    'Die Anmeldung ist kurz nicht verfügbar (die gemeinsamen Zugriffslimits sind nicht erreichbar). Bitte versuchen Sie es gleich erneut.',
  passwordResetSend: 'E-Mail zum Zurücksetzen des Passworts senden',
  passwordResetHelp:
    'Für Kunden, die sich nicht anmelden können: Sie erhalten den Link in ihrer Sprache (1 Stunde gültig) und wählen das neue Passwort selbst. Das Team sieht und setzt es nie.',
  passwordResetQueued: 'Eine E-Mail zum Zurücksetzen des Passworts geht an {{email}}.',
  passwordResetFailed: 'Die E-Mail konnte nicht eingereiht werden. Bitte versuchen Sie es erneut.',
  passwordResetClosedAccount: 'Dieses Konto ist geschlossen: Es erhält keine E-Mails.',
  customerCredentialsClosed:
    'Das Team kann Passwort und E-Mail-Adresse eines Kunden nicht setzen. Senden Sie stattdessen eine E-Mail zum Zurücksetzen des Passworts.',
  ...breakpointWords.de,
  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'Melden Sie sich mit Fingerabdruck, Gesicht oder der PIN Ihres Geräts an statt mit Ihrem Passwort. Gespeichert wird nur der öffentliche Schlüssel eines Passkeys.',
  passkeysEmpty: 'Sie haben noch keinen Passkey.',
  passkeysName: 'Name des Passkeys',
  passkeysNameHelp:
    'Zum Beispiel «Laptop Büro» oder «Smartphone», damit Sie Ihre Passkeys unterscheiden können.',
  passkeysAdd: 'Passkey hinzufügen',
  passkeysAdding: 'Warten auf Ihr Gerät …',
  passkeysAdded: 'Der Passkey «{{name}}» wurde hinzugefügt. Überall sonst wurden Sie abgemeldet.',
  passkeysCreated: 'Hinzugefügt',
  passkeysLastUsed: 'Zuletzt verwendet',
  passkeysNever: 'Nie',
  passkeysRemove: 'Entfernen',
  passkeysRemoveLabel: 'Passkey «{{name}}» entfernen',
  passkeysRemoveIntro: 'Bestätigen Sie mit Ihrem Passwort oder mit einem anderen Ihrer Passkeys.',
  passkeysPassword: 'Aktuelles Passwort',
  passkeysRemoveWithPassword: 'Mit Passwort entfernen',
  passkeysRemoveWithPasskey: 'Mit anderem Passkey bestätigen',
  passkeysCancel: 'Abbrechen',
  passkeysRemoved: 'Der Passkey «{{name}}» wurde entfernt. Überall sonst wurden Sie abgemeldet.',
  passkeysSignIn: 'Mit Passkey anmelden',
  passkeysSigningIn: 'Warten auf Ihren Passkey …',
  passkeyCancelled:
    'Die Passkey-Abfrage wurde abgebrochen oder ist abgelaufen. Es wurde nichts geändert.',
  passkeyUnsupported: 'Dieser Browser kann keine Passkeys verwenden.',
  passkeyUnavailable: 'Unter dieser Adresse der Website lassen sich keine Passkeys verwenden.',
  passkeyFailed: 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  passkeyExists: 'Dieses Gerät hat bereits einen Passkey für Ihr Konto.',
  passkeyLimit: 'Sie haben das Maximum von 20 Passkeys erreicht. Entfernen Sie zuerst einen.',
  passkeyNameRequired: 'Bitte geben Sie dem Passkey einen Namen.',
  passkeyNameTooLong: 'Der Name darf höchstens 60 Zeichen haben.',
  passkeyNotFound: 'Diesen Passkey gibt es nicht mehr. Laden Sie die Seite neu.',
  passkeyConfirmationRequired: 'Bestätigen Sie mit Ihrem Passwort oder mit einem anderen Passkey.',
  passkeyWrongPassword: 'Das Passwort ist nicht korrekt.',
  passkeyNoOther: 'Sie haben keinen anderen Passkey: Bestätigen Sie mit Ihrem Passwort.',
  passkeyLastStaffFactor:
    'Mitarbeitende brauchen einen zweiten Faktor: Schalten Sie die Authenticator-App ein oder fügen Sie einen weiteren Passkey hinzu, bevor Sie diesen entfernen.',
  passkeyTooManyRequests:
    'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  twoStepTitle: 'Zwei-Schritt-Anmeldung',
  twoStepIntro:
    'Nach dem Passwort verlangt der Admin einen Code aus einer Authenticator-App auf Ihrem Telefon.',
  twoStepIsOn:
    'Die Zwei-Schritt-Anmeldung ist eingeschaltet. Verbleibende Wiederherstellungscodes: {{count}}.',
  twoStepIsOff: 'Die Zwei-Schritt-Anmeldung ist ausgeschaltet.',
  twoStepSetUp: 'Zwei-Schritt-Anmeldung einrichten',
  twoStepScan:
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel darunter ein.',
  twoStepQrLabel: 'QR-Code für die Authenticator-App',
  twoStepSecret: 'Schlüssel',
  twoStepCode: 'Code aus der Authenticator-App',
  twoStepCodeOrRecovery: 'Code aus der Authenticator-App oder ein Wiederherstellungscode',
  twoStepConfirm: 'Einschalten',
  twoStepRecoveryTitle: 'Ihre Wiederherstellungscodes',
  twoStepRecoveryHelp:
    'Jeder Code meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
  twoStepCopy: 'Kopieren',
  twoStepCopied: 'Kopiert.',
  twoStepDownload: 'Herunterladen',
  twoStepDisable: 'Ausschalten',
  twoStepRegenerate: 'Neue Wiederherstellungscodes',
  twoStepManageHelp:
    'Zum Ausschalten oder für neue Wiederherstellungscodes geben Sie einen aktuellen Code oder einen Wiederherstellungscode ein.',
  twoStepDisabled: 'Die Zwei-Schritt-Anmeldung ist jetzt ausgeschaltet.',
  twoStepContinue: 'Weiter zum Admin',
  twoStepSaved: 'Ich habe die Codes gesichert',
  twoStepCodeTitle: 'Code eingeben',
  twoStepCodeHelp:
    'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für Unbound ein. Telefon verloren? Geben Sie einen Ihrer Wiederherstellungscodes ein.',
  twoStepVerify: 'Anmelden',
  twoStepSetUpRequired:
    'Für Mitarbeitende ist ein zweiter Faktor verlangt. Richten Sie eine Authenticator-App ein, um fortzufahren.',
  twoStepCodeInvalid:
    'Dieser Code ist ungültig. Geben Sie den aktuellen Code ein (jeder Code gilt nur einmal).',
  twoStepTicketInvalid:
    'Diese Anmeldung ist abgelaufen oder hatte zu viele falsche Codes. Bitte melden Sie sich erneut an.',
  twoStepTooMany: 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  twoStepSetUpExpired: 'Die Einrichtung ist abgelaufen. Bitte starten Sie sie erneut.',
  twoStepAlreadyOn: 'Die Zwei-Schritt-Anmeldung ist bereits eingeschaltet.',
  twoStepRequiredByPolicy:
    'Für Mitarbeitende ist ein zweiter Faktor verlangt: Die Zwei-Schritt-Anmeldung kann nicht ausgeschaltet werden.',
  twoStepPolicyOwnFactor:
    'Richten Sie zuerst für Ihr eigenes Konto einen zweiten Faktor ein (Zwei-Schritt-Anmeldung auf Ihrer Kontoseite).',
  twoStepError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  sessionsTitle: 'Sitzungen',
  sessionsIntro:
    'Auf diesen Geräten sind Sie angemeldet. Beenden Sie eine Sitzung, die Sie nicht kennen, und ändern Sie danach Ihr Passwort.',
  sessionsLoading: 'Ihre Sitzungen werden geladen …',
  sessionsEmpty: 'Sie sind auf keinem Gerät angemeldet.',
  sessionsCaption: 'Ihre angemeldeten Sitzungen',
  sessionsColumnDevice: 'Gerät',
  sessionsColumnMethod: 'Anmeldung',
  sessionsColumnCreated: 'Angemeldet',
  sessionsColumnLastSeen: 'Zuletzt aktiv',
  sessionsColumnActions: 'Aktionen',
  sessionsDevice: '{{browser}} auf {{os}}',
  sessionsUnknownDevice: 'Unbekanntes Gerät',
  sessionsPhone: 'Mobiltelefon',
  sessionsTablet: 'Tablet',
  sessionsMethodPassword: 'Passwort',
  sessionsMethodPasskey: 'Passkey',
  sessionsMethodTotp: 'Passwort und Authenticator-Code',
  sessionsMethodRecoveryCode: 'Passwort und Wiederherstellungscode',
  sessionsThisDevice: 'Dieses Gerät',
  sessionsEnd: 'Beenden',
  sessionsEndLabel: 'Sitzung auf {{device}} beenden',
  sessionsEndQuestion: 'Die Sitzung auf {{device}} beenden? Dort müssen Sie sich neu anmelden.',
  sessionsEndOthers: 'Alle anderen Sitzungen beenden',
  sessionsEndOthersQuestion:
    'Alle anderen Sitzungen beenden? Auf jenen Geräten müssen Sie sich neu anmelden; dieses Gerät bleibt angemeldet.',
  sessionsConfirm: 'Ja, beenden',
  sessionsCancel: 'Abbrechen',
  sessionsEnded: 'Die Sitzung auf {{device}} ist beendet.',
  sessionsEndedOthers_one: 'Eine andere Sitzung ist beendet.',
  sessionsEndedOthers_other: '{{count}} andere Sitzungen sind beendet.',
  sessionsNotFound: 'Diese Sitzung besteht nicht mehr. Die Liste ist neu geladen.',
  sessionsLoadFailed: 'Ihre Sitzungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  sessionsTooMany: 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  sessionsError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
}

/** The namespace of the admin's own words in Payload's translations. */
export const adminNamespace = 'unbound'

/**
 * German where a package ships none (plugin-redirects has English and a few others only), and
 * where its German is English or wrong. Swiss spelling of everything else: src/admin/swissGerman.ts.
 */
const packageGerman = {
  'plugin-redirects': {
    customUrl: 'Eigene URL',
    documentToRedirect: 'Dokument, auf das weitergeleitet wird',
    fromUrl: 'Von URL',
    internalLink: 'Interner Link',
    redirectType: 'Art der Weiterleitung',
    toUrlType: 'Art des Ziels',
  },
  'plugin-form-builder': {
    // Shipped as "Radio", "Funkfelder" (radio broadcast) and "Optionen für Radioattribute".
    radioSingular: 'Optionsfeld',
    radioPlural: 'Optionsfelder',
    radioOptions: 'Optionen des Optionsfelds',
  },
  'plugin-import-export': {
    exportDocumentLabel: '{{label}} exportieren',
  },
  // The editor's block type "Paragraph" (a legal section in German).
  lexical: { paragraph: { label: 'Absatz' } },
  // "1 von 1 Mediendatei konnten nicht gelöscht werden": the singular where Payload has one form.
  error: {
    unableToDeleteCount_one: '{{count}} von {{total}} {{label}} konnte nicht gelöscht werden.',
  },
}

export const adminTranslations = {
  en: { [adminNamespace]: en },
  de: { [adminNamespace]: de, ...packageGerman },
}

/** A key without its `_one`/`_other` suffix (Payload picks the variant by `count`). */
type WithoutCount<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key
export type AdminTextKey = WithoutCount<keyof typeof en>

/** Payload's server and client i18n objects alike (their `t` differ only in the keys they type). */
export type AdminI18n = { language: string; t: unknown }

/** An admin text in the language of `i18n` (a request's `req.i18n` or a component's `i18n`). */
export const adminText = (
  i18n: AdminI18n,
  key: AdminTextKey,
  vars?: Record<string, number | string>,
): string => (i18n.t as (key: string, vars?: object) => string)(`${adminNamespace}:${key}`, vars)
