import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "captcha_challenges" RENAME TO "locks";
  ALTER TABLE "locks" RENAME COLUMN "challenge_id" TO "key";
  ALTER TABLE "payload_locked_documents_rels" RENAME COLUMN "captcha_challenges_id" TO "locks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captcha_challenges_fk";
  
  DROP INDEX "captcha_challenges_challenge_id_idx";
  DROP INDEX "captcha_challenges_expires_at_idx";
  DROP INDEX "captcha_challenges_updated_at_idx";
  DROP INDEX "captcha_challenges_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_challenges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locks_fk" FOREIGN KEY ("locks_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "locks_key_idx" ON "locks" USING btree ("key");
  CREATE INDEX "locks_expires_at_idx" ON "locks" USING btree ("expires_at");
  CREATE INDEX "locks_updated_at_idx" ON "locks" USING btree ("updated_at");
  CREATE INDEX "locks_created_at_idx" ON "locks" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("locks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locks" RENAME TO "captcha_challenges";
  ALTER TABLE "captcha_challenges" RENAME COLUMN "key" TO "challenge_id";
  ALTER TABLE "payload_locked_documents_rels" RENAME COLUMN "locks_id" TO "captcha_challenges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locks_fk";
  
  DROP INDEX "locks_key_idx";
  DROP INDEX "locks_expires_at_idx";
  DROP INDEX "locks_updated_at_idx";
  DROP INDEX "locks_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_locks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_challenges_fk" FOREIGN KEY ("captcha_challenges_id") REFERENCES "public"."captcha_challenges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "captcha_challenges_challenge_id_idx" ON "captcha_challenges" USING btree ("challenge_id");
  CREATE INDEX "captcha_challenges_expires_at_idx" ON "captcha_challenges" USING btree ("expires_at");
  CREATE INDEX "captcha_challenges_updated_at_idx" ON "captcha_challenges" USING btree ("updated_at");
  CREATE INDEX "captcha_challenges_created_at_idx" ON "captcha_challenges" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_captcha_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_challenges_id");`)
}
