import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`trial_reminders_sent_ending_soon\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`trial_reminders_sent_last_day\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`trial_reminders_sent_ending_soon\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`trial_reminders_sent_last_day\`;`)
}
