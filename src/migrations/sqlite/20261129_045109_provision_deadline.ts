import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`engine_instances\` ADD \`pending_since\` text;`)
  await db.run(sql`CREATE INDEX \`engine_instances_pending_since_idx\` ON \`engine_instances\` (\`pending_since\`);`)
  // Launches and deletions under way before the deadline existed count from their last change.
  await db.run(
    sql`UPDATE \`engine_instances\` SET \`pending_since\` = \`updated_at\` WHERE \`status\` IN ('provisioning', 'deleting');`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`engine_instances_pending_since_idx\`;`)
  await db.run(sql`ALTER TABLE \`engine_instances\` DROP COLUMN \`pending_since\`;`)
}
