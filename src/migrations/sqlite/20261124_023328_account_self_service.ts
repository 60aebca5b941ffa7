import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`pending_email_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`pending_email_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`closed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`pending_email_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`pending_email_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`closed_at\`;`)
}
