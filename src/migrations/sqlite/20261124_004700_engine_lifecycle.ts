import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`engine_instances\` ADD \`released_subdomain\` text;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` ADD \`launch_retries\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` ADD \`teardown_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` ADD \`deleted_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`engine_instances\` DROP COLUMN \`released_subdomain\`;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` DROP COLUMN \`launch_retries\`;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` DROP COLUMN \`teardown_attempts\`;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` DROP COLUMN \`deleted_at\`;`)
}
