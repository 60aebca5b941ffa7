import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`trial_suspended_at\` text;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` ADD \`suspended_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`trial_suspended_at\`;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` DROP COLUMN \`suspended_at\`;`)
}
