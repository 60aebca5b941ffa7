import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`trial_reminders_sent_ending_soon\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`trial_reminders_sent_last_day\` text;`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`prefix\` text DEFAULT 'exports';`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`imports\` ADD \`prefix\` text DEFAULT 'imports';`)
  await db.run(sql`ALTER TABLE \`imports\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`trial_reminders_sent_ending_soon\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`trial_reminders_sent_last_day\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`imports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`imports\` DROP COLUMN \`_objectkey\`;`)
}
