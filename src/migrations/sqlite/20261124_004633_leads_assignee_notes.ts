import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`internal_notes\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`assignee_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`form_submissions_assignee_idx\` ON \`form_submissions\` (\`assignee_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`website\` text,
  	\`form_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`locale\` text DEFAULT 'de-CH',
  	\`notifications_staff_notified_at\` text,
  	\`notifications_confirmation_sent_at\` text,
  	\`retention_review_due\` integer DEFAULT false,
  	\`retention_confirm_deletion\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "name", "email", "website", "form_id", "status", "locale", "notifications_staff_notified_at", "notifications_confirmation_sent_at", "retention_review_due", "retention_confirm_deletion", "updated_at", "created_at") SELECT "id", "name", "email", "website", "form_id", "status", "locale", "notifications_staff_notified_at", "notifications_confirmation_sent_at", "retention_review_due", "retention_confirm_deletion", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_retention_retention_review_due_idx\` ON \`form_submissions\` (\`retention_review_due\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
}
