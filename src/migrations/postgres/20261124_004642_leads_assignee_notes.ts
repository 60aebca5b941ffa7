import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" ADD COLUMN "internal_notes" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_submissions_assignee_idx" ON "form_submissions" USING btree ("assignee_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_assignee_id_users_id_fk";
  
  DROP INDEX "form_submissions_assignee_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "internal_notes";
  ALTER TABLE "form_submissions" DROP COLUMN "assignee_id";`)
}
