import type { CollectionConfig, Field } from 'payload'

import { labelFields } from '@/admin/fieldLabels'

/** Every task the jobs list can show, named for staff (Payload shows the bare slug otherwise). */
const taskNames = {
  inline: { en: 'Inline task', de: 'Direkte Aufgabe' },
  notifySubmission: { en: 'Form submission e-mails', de: 'E-Mails zu Einsendungen' },
  sendNewsletterOptIn: { en: 'Newsletter opt-in e-mail', de: 'Newsletter-Bestätigungsmail' },
  formsRetention: { en: 'Forms data retention', de: 'Aufbewahrung der Formulardaten' },
  provisionInstance: { en: 'Provision engine instance', de: 'Instanz bereitstellen' },
  teardownInstance: { en: 'Delete engine instance', de: 'Instanz löschen' },
  sendAccountEmail: { en: 'Account e-mail', de: 'Konto-E-Mail' },
  sendSecurityEmail: { en: 'Account security e-mail', de: 'Sicherheits-E-Mail zum Konto' },
  queueTrialReminders: { en: 'Queue trial reminders', de: 'Testphasen-Erinnerungen einplanen' },
  sendTrialReminder: { en: 'Trial reminder e-mail', de: 'Testphasen-Erinnerung' },
  notifyEngineStatus: { en: 'Engine status e-mail', de: 'E-Mail zum Instanzstatus' },
  createCollectionExport: { en: 'Export', de: 'Export' },
  createCollectionImport: { en: 'Import', de: 'Import' },
  schedulePublish: { en: 'Scheduled publication', de: 'Geplante Veröffentlichung' },
  closeAccount: { en: 'Close a deleted account', de: 'Gelöschtes Konto abschliessen' },
  queueTrialEnds: { en: 'Find ended trials', de: 'Abgelaufene Testphasen suchen' },
  applyTrialEnd: { en: 'Apply trial end', de: 'Ende der Testphase anwenden' },
  suspendInstance: { en: 'Suspend engine instance', de: 'Instanz pausieren' },
  resumeInstance: { en: 'Resume engine instance', de: 'Instanz fortsetzen' },
  sendTeamEmail: { en: 'Team e-mail', de: 'Team-E-Mail' },
  purgeEdgeCache: { en: 'Purge CDN cache tags', de: 'CDN-Cache nach Tags leeren' },
}

const taskSlug = {
  label: { en: 'Task', de: 'Aufgabe' },
  options: taskNames,
}

/** Payload's jobs collection comes with English words only; staff read it in German too. */
export function labelJobsCollection(collection: CollectionConfig): CollectionConfig {
  const fields = labelFields(collection.fields, {
    input: {
      label: { en: 'Input', de: 'Eingabe' },
      description: { en: 'Input data provided to the job', de: 'Eingabedaten des Jobs' },
    },
    taskStatus: { label: { en: 'Task status', de: 'Aufgabenstatus' } },
    completedAt: { label: { en: 'Completed at', de: 'Abgeschlossen am' } },
    totalTried: { label: { en: 'Attempts', de: 'Versuche' } },
    hasError: {
      label: { en: 'Has error', de: 'Fehlerhaft' },
      description: {
        en: 'If this is ticked, the job will not be retried',
        de: 'Ist dies angekreuzt, wird der Job nicht wiederholt',
      },
    },
    error: {
      label: { en: 'Error', de: 'Fehler' },
      description: { en: 'What went wrong', de: 'Was schiefgelaufen ist' },
    },
    log: {
      label: { en: 'Log', de: 'Protokoll' },
      labels: {
        singular: { en: 'Log entry', de: 'Protokolleintrag' },
        plural: { en: 'Log entries', de: 'Protokolleinträge' },
      },
      description: { en: 'Task execution log', de: 'Ausführungsprotokoll' },
    },
    executedAt: { label: { en: 'Executed at', de: 'Ausgeführt am' } },
    taskSlug,
    taskID: { label: { en: 'Task ID', de: 'Aufgaben-ID' } },
    output: { label: { en: 'Output', de: 'Ausgabe' } },
    state: {
      label: { en: 'State', de: 'Zustand' },
      options: {
        failed: { en: 'Failed', de: 'Fehlgeschlagen' },
        succeeded: { en: 'Succeeded', de: 'Erfolgreich' },
      },
    },
    queue: { label: { en: 'Queue', de: 'Warteschlange' } },
    waitUntil: { label: { en: 'Wait until', de: 'Warten bis' } },
    processing: { label: { en: 'Processing', de: 'In Bearbeitung' } },
    meta: { label: { en: 'Meta', de: 'Metadaten' } },
  })
  return {
    ...collection,
    labels: { singular: { en: 'Job', de: 'Job' }, plural: { en: 'Jobs', de: 'Jobs' } },
    admin: { ...collection.admin, group: { en: 'Settings', de: 'Einstellungen' } },
    fields: fields.map((field) =>
      field.type === 'tabs'
        ? {
            ...field,
            tabs: field.tabs.map((tab) =>
              tab.label === 'Status' ? { ...tab, label: { en: 'Status', de: 'Status' } } : tab,
            ),
          }
        : field,
    ) as Field[],
  }
}
